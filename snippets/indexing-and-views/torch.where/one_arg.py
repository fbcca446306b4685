import torch

y = torch.tensor([[0, 1, 0],
                  [2, 0, 3]])
print("where(y > 0):", torch.where(y > 0))
print("nonzero(as_tuple=True):", torch.nonzero(y > 0, as_tuple=True))
