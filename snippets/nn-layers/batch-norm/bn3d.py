import torch
import torch.nn as nn

bn = nn.BatchNorm3d(2)
x = torch.randn(2, 2, 3, 4, 4) * 2 - 3      # (N, C, D, H, W): statistics over N, D, H, W
y = bn(x)
m = x.mean(dim=(0, 2, 3, 4), keepdim=True)
v = x.var(dim=(0, 2, 3, 4), unbiased=False, keepdim=True)
print("shape:", tuple(y.shape))
print("max |y - by_hand|:", ((x - m) / torch.sqrt(v + bn.eps) - y).abs().max().item())
print("values per channel:", x[:, 0].numel())
try:
    bn(torch.randn(2, 2, 4, 4))
except ValueError as e:
    print("4-D input ->", type(e).__name__ + ":", e)
