import torch
import torch.nn as nn

x = torch.randn(2, 3, 4) * 3 + 2
ln = nn.LayerNorm([3, 4])                   # normalise over the last TWO dims
y = ln(x)
mean = x.mean(dim=(-2, -1), keepdim=True)
var = x.var(dim=(-2, -1), unbiased=False, keepdim=True)
print("weight shape:", tuple(ln.weight.shape), "bias shape:", tuple(ln.bias.shape))
print("max |y - by_hand|:", ((x - mean) / torch.sqrt(var + ln.eps) - y).abs().max().item())

try:
    nn.LayerNorm(3)(x)                      # 3 is not the size of the last dim
except RuntimeError as e:
    print("RuntimeError:", e)
