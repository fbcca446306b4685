import torch
import torch.nn as nn

ln = nn.LayerNorm(4)                        # normalise over the last dim of size 4
print("weight:", ln.weight.data, "bias:", ln.bias.data, "eps:", ln.eps)

x = torch.randn(2, 3, 4) * 3 + 2
y = ln(x)
mean = x.mean(dim=-1, keepdim=True)
var = x.var(dim=-1, unbiased=False, keepdim=True)   # biased variance
by_hand = (x - mean) / torch.sqrt(var + ln.eps) * ln.weight + ln.bias
print("shape:", tuple(y.shape))
print("max |y - by_hand|:", (y - by_hand).abs().max().item())
print("mean over last dim (first row):", y[0, 0].mean().item())
