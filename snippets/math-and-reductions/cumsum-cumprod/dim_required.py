# raises: TypeError
import torch

x = torch.tensor([1, 2, 3])
print("cumsum(x, dim=0):", torch.cumsum(x, dim=0))
torch.cumsum(x)
