# raises: RuntimeError
import torch

x = torch.zeros(3)
f = torch.randint_like(x, 10, requires_grad=True)     # float result: allowed
print("float result requires_grad:", f.requires_grad)
torch.randint(0, 10, (3,), requires_grad=True)         # int64 result: not allowed
