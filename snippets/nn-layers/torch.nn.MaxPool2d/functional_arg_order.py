import torch
import torch.nn.functional as F
from torch import nn

x = torch.randn(1, 1, 5, 5)
# nn.MaxPool2d(kernel_size, stride, padding, dilation, return_indices, ceil_mode)
out = nn.MaxPool2d(2, 2, 0, 1, True)(x)
print("module, 5th positional True ->", type(out).__name__, "(return_indices=True)")
# F.max_pool2d(input, kernel_size, stride, padding, dilation, ceil_mode, return_indices)
out = F.max_pool2d(x, 2, 2, 0, 1, True)
print("function, same numbers ->", type(out).__name__, tuple(out.shape), "(ceil_mode=True)")
# keywords say what you mean in both
a = nn.MaxPool2d(2, ceil_mode=True)(x)
b = F.max_pool2d(x, 2, ceil_mode=True)
print("with keywords, equal:", torch.equal(a, b))
