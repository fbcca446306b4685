import torch
from torch import nn

lin = nn.Linear(4, 3)
x = torch.randn(2, 4)
with torch.autocast("cpu"):  # dtype defaults to torch.bfloat16 on CPU
    y = lin(x)  # linear: autocast to bfloat16
    z = y @ y.T  # matmul: bfloat16
    p = torch.softmax(z, dim=1)  # no CPU autocast kernel: keeps its input's dtype
    s = p.sum()  # sum: not cast on CPU either
    l1 = nn.functional.l1_loss(y, torch.zeros_like(y))  # l1_loss: autocast to float32
print("x:", x.dtype, "| weight:", lin.weight.dtype)
print("linear:", y.dtype, "| matmul:", z.dtype, "| softmax:", p.dtype, "| sum:", s.dtype)
print("l1_loss:", l1.dtype)
y2 = lin(x)  # outside the region nothing is cast
print("after the region, linear:", y2.dtype)
