import torch
import torch.nn.functional as F
from torch import nn

x = torch.randn(2, 3, 7, 7)
a = nn.MaxPool2d(3, stride=2, ceil_mode=True)(x)
b = F.max_pool2d(x, 3, stride=2, ceil_mode=True)
print("module == functional:", torch.equal(a, b), tuple(b.shape))
y, idx = F.max_pool2d(x, 2, return_indices=True)
print("values", tuple(y.shape), "indices", tuple(idx.shape), idx.dtype)
