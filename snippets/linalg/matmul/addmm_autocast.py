import torch

a = torch.zeros(2, 2)
b = torch.full((2, 2), 1.001)
c = torch.ones(2, 2)
with torch.autocast("cpu", dtype=torch.bfloat16):
    out = a.addmm(b, c)          # out-of-place: autocast runs it in bfloat16
    a.addmm_(b, c)               # in-place: must write into float32 `a`, not autocast
print("a.addmm(b, c) :", out[0, 0].item(), out.dtype)
print("a.addmm_(b, c):", round(a[0, 0].item(), 4), a.dtype)
