# raises: RuntimeError
import torch

w32 = torch.hann_window(8)
w16 = torch.hann_window(8, dtype=torch.float16)
print("default dtype:", w32.dtype)
print("float16 built   :", w16)
print("float32 -> half :", w32.half())
print("symmetric? w16[1] vs w16[7]:", w16[1].item(), w16[7].item())
torch.hann_window(8, dtype=torch.int64)
