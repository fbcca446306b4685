import torch
from torch.utils.data import DataLoader, TensorDataset

g = torch.Generator().manual_seed(0)
raw = torch.randint(0, 256, (16, 28, 28), dtype=torch.uint8, generator=g)   # like MNIST.data: N x 28 x 28
targets = torch.randint(0, 10, (16,), generator=g)                          # like MNIST.targets

x = raw.unsqueeze(1).float() / 255              # N x 1 x 28 x 28 in [0, 1]
x = (x - 0.1307) / 0.3081                       # the usual MNIST mean/std normalization
loader = DataLoader(TensorDataset(x, targets), batch_size=8)
images, labels = next(iter(loader))
print("batch:", tuple(images.shape), images.dtype, " labels:", labels)
print("a Conv2d(1, 6, 5) expects 1 channel ->", tuple(torch.nn.Conv2d(1, 6, 5)(images).shape))
