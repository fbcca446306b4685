import torch
from torch.nn.utils import clip_grad_norm_

p16 = torch.nn.Parameter(torch.zeros(100_000, dtype=torch.float16))
p16.grad = torch.full((100_000,), 300.0, dtype=torch.float16)   # every entry is representable
total = clip_grad_norm_([p16], max_norm=1.0)
print("float16 total:", total, "(true value is about", round(300 * 100_000 ** 0.5), ")")
print("grad after:", p16.grad[:3], "all zero:", bool((p16.grad == 0).all()))

p32 = torch.nn.Parameter(torch.zeros(100_000))
p32.grad = torch.full((100_000,), 300.0)
total = clip_grad_norm_([p32], max_norm=1.0)
print("float32 total:", total, "grad after:", p32.grad[:3])
