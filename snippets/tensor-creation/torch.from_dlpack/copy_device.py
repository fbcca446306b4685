import numpy as np
import torch

a = np.arange(4, dtype=np.float32)
shared = torch.from_dlpack(a, copy=False)
copied = torch.from_dlpack(a, copy=True)
copied[0] = -1.0
print("copy=False shares:", shared.data_ptr() == a.ctypes.data)
print("copy=True shares: ", copied.data_ptr() == a.ctypes.data, "| a unchanged:", a)
print("device='cpu':", torch.from_dlpack(a, device="cpu").device)

x = torch.arange(3.0)
y = torch.from_dlpack(x)                          # a torch tensor works too
print("torch -> torch: new object:", y is not x, "| same memory:", y.data_ptr() == x.data_ptr())
n = np.from_dlpack(x)                             # and the other direction
n[1] = 7.0
print("x after NumPy writes through np.from_dlpack:", x)
