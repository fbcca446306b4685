import torch

y = torch.tensor([[0, 1, 0],
                  [2, 0, 3]])
idx = torch.nonzero(y)
print("nonzero(y):", tuple(idx.shape))
print(idx)

rows, cols = torch.nonzero(y, as_tuple=True)
print("as_tuple=True:", rows, cols)
print("y[rows, cols]:", y[rows, cols])
print("argwhere equal:", torch.equal(torch.argwhere(y), idx))
