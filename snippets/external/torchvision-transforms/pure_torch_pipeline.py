import torch

MEAN = torch.tensor([0.4914, 0.4822, 0.4465]).view(3, 1, 1)   # per-channel CIFAR-10 statistics
STD = torch.tensor([0.2470, 0.2435, 0.2616]).view(3, 1, 1)

def to_tensor(hwc_uint8):                 # like transforms.ToTensor() on a uint8 H x W x C array
    return hwc_uint8.permute(2, 0, 1).float().div(255)

def normalize(chw):                       # like transforms.Normalize(mean, std)
    return (chw - MEAN) / STD

def random_hflip(chw, generator, p=0.5):  # like transforms.RandomHorizontalFlip(p)
    return chw.flip(-1) if torch.rand((), generator=generator) < p else chw

def compose(*fns):                        # like transforms.Compose([...])
    def run(x):
        for f in fns:
            x = f(x)
        return x
    return run

g = torch.Generator().manual_seed(0)
pipeline = compose(to_tensor, lambda x: random_hflip(x, g), normalize)
img = torch.randint(0, 256, (32, 32, 3), dtype=torch.uint8, generator=g)
out = pipeline(img)
print("in :", tuple(img.shape), img.dtype)
print("out:", tuple(out.shape), out.dtype)
print("per-channel mean after Normalize:", out.mean(dim=(1, 2)))
