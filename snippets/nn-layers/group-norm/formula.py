import torch
import torch.nn as nn

gn = nn.GroupNorm(num_groups=2, num_channels=4)
print("weight:", tuple(gn.weight.shape), gn.weight.data, "| bias:", gn.bias.data, "| buffers:", list(gn.buffers()))
x = torch.randn(3, 4, 5, 5) * 3 + 1
y = gn(x)

xg = x.reshape(3, 2, -1)                    # (N, G, C/G * H * W): channels 0-1 and 2-3 share statistics
mean = xg.mean(-1, keepdim=True)
var = xg.var(-1, unbiased=False, keepdim=True)
by_hand = ((xg - mean) / torch.sqrt(var + gn.eps)).reshape_as(x)
print("max |y - by_hand|:", (y - by_hand).abs().max().item())
gn.eval()
print("eval gives the same output:", torch.equal(gn(x), y))
