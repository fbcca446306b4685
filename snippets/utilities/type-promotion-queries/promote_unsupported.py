# raises: RuntimeError
import torch

print("uint16 with uint16:", torch.promote_types(torch.uint16, torch.uint16))
try:
    torch.promote_types(torch.float8_e4m3fn, torch.float16)
except RuntimeError as e:
    print("float8 with float16:", e)
torch.promote_types(torch.uint16, torch.int32)
