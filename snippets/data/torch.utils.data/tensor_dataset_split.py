import torch
from torch.utils.data import DataLoader, TensorDataset, random_split

x = torch.arange(20.0).reshape(10, 2)
y = torch.arange(10) % 3
ds = TensorDataset(x, y)                   # sample i is (x[i], y[i])
print("len:", len(ds), " ds[2]:", ds[2])

train, val = random_split(ds, [0.8, 0.2], generator=torch.Generator().manual_seed(0))
print("train size:", len(train), " val size:", len(val))
print("val indices:", sorted(val.indices))

xb, yb = next(iter(DataLoader(train, batch_size=4)))
print("first train batch shapes:", tuple(xb.shape), tuple(yb.shape))
