import torch
import torch.nn.functional as F

x = torch.tensor([-1.0, -0.5, -0.3, 0.0, 0.3, 0.5, 0.7])
y = x.hardshrink()                       # lambd = 0.5
print("x:              ", x)
print("x.hardshrink(): ", y)
by_hand = torch.where(x.abs() > 0.5, x, torch.zeros_like(x))
print("equals where(|x| > 0.5, x, 0):", torch.equal(y, by_hand))
print("lambd=0.3:      ", x.hardshrink(lambd=0.3))
print("same as F.hardshrink and nn.Hardshrink:",
      torch.equal(x.hardshrink(0.3), F.hardshrink(x, 0.3)), torch.equal(x.hardshrink(0.3), torch.nn.Hardshrink(0.3)(x)))
