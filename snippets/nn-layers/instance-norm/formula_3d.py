import torch
import torch.nn as nn

inorm = nn.InstanceNorm3d(2, affine=True)   # affine=True: weight and bias of shape (C,)
x = torch.randn(2, 2, 3, 3, 3) * 4 - 1
y = inorm(x)
mean = x.mean(dim=(2, 3, 4), keepdim=True)
var = x.var(dim=(2, 3, 4), unbiased=False, keepdim=True)
print("weight:", tuple(inorm.weight.shape), "| max |y - by_hand|:",
      (y - (x - mean) / torch.sqrt(var + inorm.eps)).abs().max().item())
