import torch
from torch.utils.data import DataLoader, Dataset


class Squares(Dataset):
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        return torch.tensor([float(i), float(i * i)]), i % 2


loader = DataLoader(Squares(10), batch_size=4)
print("len(loader):", len(loader))
for x, y in loader:
    print("x shape:", tuple(x.shape), " y:", y)

dropped = DataLoader(Squares(10), batch_size=4, drop_last=True)
print("with drop_last=True:", len(dropped), "batches of", [len(y) for _, y in dropped])
