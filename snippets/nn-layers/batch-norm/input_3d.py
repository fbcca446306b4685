import torch
import torch.nn as nn

bn = nn.BatchNorm1d(4)
x = torch.randn(2, 4, 5) * 3 + 1            # (N, C, L): statistics over N and L
y = bn(x)
mean = x.mean(dim=(0, 2), keepdim=True)
var = x.var(dim=(0, 2), unbiased=False, keepdim=True)
print("shape:", tuple(y.shape))
print("max |y - by_hand|:", ((x - mean) / torch.sqrt(var + bn.eps) - y).abs().max().item())

for shape in [(4,), (2, 4, 5, 6)]:
    try:
        bn(torch.randn(shape))
    except ValueError as e:
        print(tuple(shape), "->", type(e).__name__ + ":", e)
