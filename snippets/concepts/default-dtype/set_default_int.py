# raises: TypeError
import torch

try:
    torch.set_default_dtype(torch.float8_e4m3fn)  # a float8 type is refused too
except TypeError as e:
    print("float8_e4m3fn: TypeError:", e, "| default still:", torch.get_default_dtype())
torch.set_default_dtype(torch.int64)
