# raises: TypeError
import torch

try:
    torch.set_default_dtype(torch.float8_e4m3fn)   # floating, but not one of the four allowed
except TypeError as e:
    print("float8_e4m3fn:", type(e).__name__, "-", e)
try:
    torch.set_default_dtype(torch.complex64)
except TypeError as e:
    print("complex64:", type(e).__name__, "-", e)
torch.set_default_dtype(torch.int64)
