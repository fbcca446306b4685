# raises: NotImplementedError
import torch

a = torch.tensor([3, 5])
b = torch.tensor([4, 12])
print("after .float():", torch.hypot(a.float(), b.float()))
print("int64 with float32:", torch.hypot(a, b.float()))  # promoted to float32: works
try:
    torch.hypot(torch.tensor([3 + 0j]), torch.tensor([4 + 0j]))
except NotImplementedError as e:
    print("complex       : NotImplementedError:", e)
torch.hypot(a, b)
