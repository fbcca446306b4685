import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.randn(2, 6, 4, 4)
g1 = nn.GroupNorm(1, 6, affine=False)(x)    # one group: all of C, H, W together
gC = nn.GroupNorm(6, 6, affine=False)(x)    # one channel per group
print("G=1 vs layer_norm over (C, H, W): max diff", (g1 - F.layer_norm(x, x.shape[1:])).abs().max().item())
print("G=C vs instance_norm:            max diff", (gC - F.instance_norm(x)).abs().max().item())
