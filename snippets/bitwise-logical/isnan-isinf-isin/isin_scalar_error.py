# raises: TypeError
import torch

print("one scalar works:", torch.isin(torch.tensor([1, 2]), 2))
torch.isin(2, 2)                         # both scalars: no tensor at all
