import torch
from torch.utils.data import DataLoader

data = torch.arange(8)   # a tensor is a valid map-style dataset: len() and [i]


def order(loader):
    return [batch.tolist() for batch in loader]


g1 = torch.Generator().manual_seed(42)
loader = DataLoader(data, batch_size=4, shuffle=True, generator=g1)
epoch1 = order(loader)
epoch2 = order(loader)
print("epoch 1:", epoch1)
print("epoch 2:", epoch2)

g2 = torch.Generator().manual_seed(42)
again = order(DataLoader(data, batch_size=4, shuffle=True, generator=g2))
print("same seed, same first epoch:", again == epoch1)
print("unshuffled:", order(DataLoader(data, batch_size=4)))
