import torch
from torch import nn
from torch.nn.utils import fuse_linear_bn_eval, fuse_linear_bn_weights

lin, bn = nn.Linear(5, 3), nn.BatchNorm1d(3)
bn.train()
for _ in range(5):
    bn(lin(torch.randn(16, 5) * 3))
lin.eval(); bn.eval()
fused = fuse_linear_bn_eval(lin, bn)
x = torch.randn(4, 5)
print("max |fused(x) - bn(lin(x))|:", (fused(x) - bn(lin(x))).abs().max().item())

one = nn.BatchNorm1d(1).eval(); one.running_var.fill_(4.0)   # 1 feature: broadcast over all outputs
print("num_features=1 works:", tuple(fuse_linear_bn_eval(lin, one).weight.shape))
