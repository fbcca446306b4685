import math

import torch

n = torch.tensor([2, 255, 256, 1000, 1024])
bits = torch.ceil(torch.log2(n))
print("n                :", n.tolist())
print("log2(n)          :", torch.log2(n))
print("bits = ceil(log2):", bits.long().tolist())

k = torch.arange(0, 30, dtype=torch.float32)
p2 = 2.0**k
wrong = k[torch.floor(torch.log(p2) / math.log(2)) != k]
print("k where floor(log(2**k)/log(2)) != k:", wrong.long().tolist())
print("k where floor(log2(2**k)) != k      :", k[torch.floor(torch.log2(p2)) != k].long().tolist())

a = torch.tensor([1.5, -2.0], dtype=torch.float64)
b = torch.tensor([0.5, 3.0], dtype=torch.float64)
via_e = torch.logaddexp(a * math.log(2), b * math.log(2)) / math.log(2)
print("logaddexp2 vs logaddexp(a ln2, b ln2)/ln2:", (torch.logaddexp2(a, b) - via_e).abs().max().item())
