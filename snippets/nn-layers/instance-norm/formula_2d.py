import torch
import torch.nn as nn

inorm = nn.InstanceNorm2d(3)                # defaults: affine=False, track_running_stats=False
print("weight:", inorm.weight, "| buffers:", list(inorm.buffers()))
x = torch.randn(2, 3, 4, 4) * 2 + 5
y = inorm(x)
mean = x.mean(dim=(2, 3), keepdim=True)     # one mean per (sample, channel)
var = x.var(dim=(2, 3), unbiased=False, keepdim=True)
print("max |y - by_hand|:", (y - (x - mean) / torch.sqrt(var + inorm.eps)).abs().max().item())
print("unbatched (C, H, W) ->", tuple(inorm(x[0]).shape))
inorm.eval()
print("eval gives the same output:", torch.allclose(inorm(x), y))
