import math
import torch
from torch.nn import init

w = init.trunc_normal_(torch.empty(200_000), mean=0.0, std=1.0, a=-1.0, b=2.0)
print("min, max:", round(w.min().item(), 4), round(w.max().item(), 4))

# mean of N(0,1) truncated to [a, b], by hand: (phi(a) - phi(b)) / (Phi(b) - Phi(a))
phi = lambda x: math.exp(-x * x / 2) / math.sqrt(2 * math.pi)
Phi = lambda x: (1 + math.erf(x / math.sqrt(2))) / 2
print("mean by hand:", round((phi(-1) - phi(2)) / (Phi(2) - Phi(-1)), 4), " sample mean:", round(w.mean().item(), 4))
print("std is below the std argument:", round(w.std().item(), 4))
print("float16:", init.trunc_normal_(torch.empty(4, dtype=torch.float16)))
try:
    init.trunc_normal_(torch.empty(3, dtype=torch.complex64))
except NotImplementedError as e:
    print("complex64: NotImplementedError:", e)
