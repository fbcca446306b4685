# raises: TypeError
import torch

b = torch.tensor([1.5, 2.5], dtype=torch.bfloat16)
print("after .float():", b.float().numpy())
try:
    torch.ones(2, dtype=torch.float8_e4m3fn).numpy(force=True)   # force=True does not help either
except TypeError as e:
    print("float8_e4m3fn:", type(e).__name__, "-", e)
b.numpy()   # NumPy has no bfloat16
