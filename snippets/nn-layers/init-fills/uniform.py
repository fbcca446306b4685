import torch
from torch.nn import init

w = torch.empty(100_000)
ret = init.uniform_(w, a=-0.5, b=2.0)
print("returns its argument:", ret is w)
print("min, max:", round(w.min().item(), 4), round(w.max().item(), 4))
print("mean (by hand 0.75):", round(w.mean().item(), 4), " std (by hand 2.5/sqrt(12) = %.4f):" % (2.5 / 12 ** 0.5), round(w.std().item(), 4))
print("float16 kept:", init.uniform_(torch.empty(3, dtype=torch.float16)).dtype)
z = init.uniform_(torch.empty(100_000, dtype=torch.complex64))
print("complex64: real in", (round(z.real.min().item(), 3), round(z.real.max().item(), 3)),
      "imag in", (round(z.imag.min().item(), 3), round(z.imag.max().item(), 3)))
print("0-d:", init.uniform_(torch.empty(()), a=-1.0, b=1.0))
