import math

import torch

x = torch.tensor([0.001, 1.0, 8.0, 1000.0, 0.0, -1.0, float("inf")])
print("x         :", x)
print("log10(x)  :", torch.log10(x))
print("log2(x)   :", torch.log2(x))

p2 = 2.0 ** torch.arange(0, 30, dtype=torch.float32)
k = torch.arange(0, 30, dtype=torch.float32)
print("log2(2**k) == k for k < 30         :", torch.equal(torch.log2(p2), k))
print("log(2**k) / log(2) == k for k < 30 :", torch.equal(torch.log(p2) / math.log(2), k))
print("largest error of log(x)/log(2)     :", (torch.log(p2) / math.log(2) - k).abs().max().item())

n = torch.tensor([10, 100, 1024])
print("int64 input -> dtype :", torch.log10(n).dtype, torch.log10(n), torch.log2(n))

y = torch.tensor([100.0, 0.01])
y.log10_()
z = torch.tensor([4.0, 0.25])
z.log2_()
print("log10_ / log2_ in place:", y, z)

h = torch.tensor([1e-3, 1e-8], dtype=torch.float16)
print("float16 [1e-3, 1e-8] stored as:", h.tolist(), "-> log10:", torch.log10(h))
