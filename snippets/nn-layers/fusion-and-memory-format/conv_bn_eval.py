import torch
from torch import nn
from torch.nn.utils import fuse_conv_bn_eval

conv, bn = nn.Conv2d(3, 4, 3), nn.BatchNorm2d(4)
bn.train()
for _ in range(5):                       # give bn real running statistics
    bn(conv(torch.randn(8, 3, 10, 10) * 2 + 1))
conv.eval(); bn.eval()

fused = fuse_conv_bn_eval(conv, bn)
x = torch.randn(2, 3, 10, 10)
print("type:", type(fused).__name__, " new object:", fused is not conv)
print("max |fused(x) - bn(conv(x))|:", (fused(x) - bn(conv(x))).abs().max().item())
print("original conv unchanged:", not torch.equal(conv.weight, fused.weight))
