# raises: TypeError
import torch

x = torch.tensor([-1.0, 0.5, 2.0])
print("clamp(x, min=0)              :", torch.clamp(x, min=0))
print("maximum(x, torch.tensor(0.)) :", torch.maximum(x, torch.tensor(0.0)))
torch.maximum(x, 0)                      # a Python number is not accepted as other
