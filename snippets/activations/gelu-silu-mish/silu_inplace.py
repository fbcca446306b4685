import torch
from torch import nn

x = torch.tensor([-1.0, 0.0, 2.0])
ptr = x.data_ptr()
y = nn.SiLU(inplace=True)(x)
print("y                :", y)
print("x overwritten    :", x)
print("same memory      :", y.data_ptr() == ptr)

# a leaf that requires grad cannot be overwritten
leaf = torch.tensor([-1.0, 0.0, 2.0], requires_grad=True)
try:
    nn.SiLU(inplace=True)(leaf)
except RuntimeError as e:
    print("leaf             -> RuntimeError:", str(e).split(".")[0])

# on an intermediate result, backward still gets the right gradient
a = torch.tensor([-1.0, 0.0, 2.0], requires_grad=True)
nn.SiLU(inplace=True)(a * 1).sum().backward()
b = torch.tensor([-1.0, 0.0, 2.0], requires_grad=True)
nn.SiLU()(b).sum().backward()
print("grad in-place    :", a.grad)
print("grad out-of-place:", b.grad)
