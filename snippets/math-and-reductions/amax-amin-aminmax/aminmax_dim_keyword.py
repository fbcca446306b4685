# raises: TypeError
import torch

x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
print("dim as keyword:", torch.aminmax(x, dim=0))
torch.aminmax(x, 0)                      # dim is keyword-only
