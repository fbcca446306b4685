import torch
import torch.nn.functional as F

x = torch.tensor([-2.0, -1.0, -0.5, -0.3, 0.0, 0.3, 0.5, 1.0, 2.0])
print("x          :", x)
print("hardshrink :", F.hardshrink(x))    # lambd = 0.5
print("softshrink :", F.softshrink(x))    # lambd = 0.5
print("tanhshrink :", F.tanhshrink(x))    # x - tanh(x), no threshold
