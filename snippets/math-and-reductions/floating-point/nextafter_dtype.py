# raises: NotImplementedError
import torch

a = torch.tensor([1.0])  # float32
b = torch.tensor([2.0], dtype=torch.float64)
r = torch.nextafter(a, b)
print("float32 with float64 ->", r.dtype, "| step:", (r - 1).item(), "(a float64 step, not float32's)")
print("int64 with float32 ->", torch.nextafter(torch.tensor([1]), torch.tensor([2.0])).dtype)  # promoted: works
torch.nextafter(torch.tensor([1]), torch.tensor([2]))
