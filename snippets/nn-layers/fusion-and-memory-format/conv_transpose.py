import torch
from torch import nn
from torch.nn.utils import fuse_conv_bn_eval

ct, bn = nn.ConvTranspose2d(4, 4, 3), nn.BatchNorm2d(4)   # weight (in=4, out=4, 3, 3)
bn.running_mean.uniform_(-1, 1); bn.running_var.uniform_(0.5, 2); bn.weight.data.uniform_(0.5, 2)
ct.eval(); bn.eval()
x = torch.randn(1, 4, 5, 5)
good = fuse_conv_bn_eval(ct, bn, transpose=True)
print("transpose=True,  max diff:", (good(x) - bn(ct(x))).abs().max().item())
bad = fuse_conv_bn_eval(ct, bn)              # scales dim 0 (the INPUT channels): no error, wrong result
print("transpose=False, max diff:", (bad(x) - bn(ct(x))).abs().max().item())
