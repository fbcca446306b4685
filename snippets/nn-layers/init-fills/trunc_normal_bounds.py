import torch
from torch.nn import init

# a and b are absolute values, not multiples of std
w = init.trunc_normal_(torch.empty(1_000_000), std=0.02)            # a=-2, b=2
print("std=0.02, default a/b: max |w| =", round(w.abs().max().item(), 4), "-> no truncation in effect")
v = init.trunc_normal_(torch.empty(1_000_000), std=0.02, a=-0.04, b=0.04)
print("std=0.02, a=-0.04, b=0.04: max |w| =", round(v.abs().max().item(), 4))
