import torch
from torch import nn

x = torch.tensor([-1.0, 2.0, -3.0, 4.0])
ptr = x.data_ptr()

y = nn.ReLU(inplace=True)(x)
print("y:", y)
print("x was overwritten:", x)
print("same memory:", y.data_ptr() == ptr)

# the out-of-place form leaves its input alone
a = torch.tensor([-1.0, 2.0])
b = nn.ReLU()(a)
print("a after nn.ReLU():", a, "| new memory:", b.data_ptr() != a.data_ptr())
