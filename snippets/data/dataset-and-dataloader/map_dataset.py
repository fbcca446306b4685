import torch
from torch.utils.data import Dataset


class Squares(Dataset):
    """Sample i is (x, label) with x = [i, i*i] and label = i % 2."""

    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        if not 0 <= i < self.n:
            raise IndexError(i)
        x = torch.tensor([float(i), float(i * i)])
        return x, i % 2


ds = Squares(10)
print("len(ds):", len(ds))
print("ds[3]:", ds[3])
x, label = ds[4]
print("x:", x, " label:", label)
