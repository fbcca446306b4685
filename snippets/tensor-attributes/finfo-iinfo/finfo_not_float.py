# raises: TypeError
import torch

x = torch.zeros(3, dtype=torch.float16)
try:
    torch.finfo(x)
except TypeError as e:
    print("finfo(x):", e)
print("finfo(x.dtype).max:", torch.finfo(x.dtype).max)
try:
    torch.finfo(torch.bool)
except TypeError as e:
    print("finfo(torch.bool):", e)
torch.finfo(torch.int32)
