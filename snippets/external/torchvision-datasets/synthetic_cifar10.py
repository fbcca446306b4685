import torch
from torch.utils.data import DataLoader, Dataset

CLASSES = ("airplane", "automobile", "bird", "cat", "deer", "dog", "frog", "horse", "ship", "truck")

class FakeCIFAR10(Dataset):
    """Same layout as torchvision's CIFAR10: .data is N x 32 x 32 x 3 uint8, .targets a list of ints."""
    def __init__(self, n=20):
        g = torch.Generator().manual_seed(0)
        self.data = torch.randint(0, 256, (n, 32, 32, 3), dtype=torch.uint8, generator=g)
        self.targets = torch.randint(0, 10, (n,), generator=g).tolist()

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        img = self.data[i].permute(2, 0, 1).float() / 255     # what ToTensor() does: HWC uint8 -> CHW [0, 1]
        return img, self.targets[i]

ds = FakeCIFAR10()
img, label = ds[0]
print("len:", len(ds), " raw data:", tuple(ds.data.shape), ds.data.dtype)
print("one sample:", tuple(img.shape), img.dtype, f"range [{img.min():.3f}, {img.max():.3f}]", "label:", label, CLASSES[label])
images, labels = next(iter(DataLoader(ds, batch_size=4, shuffle=False)))
print("a batch:", tuple(images.shape), labels)
