import torch
import torch.nn.functional as F

x = torch.tensor([-0.8, -0.5, 0.2, 0.5, 0.9])
print("F.hardshrink(x)            :", F.hardshrink(x))
print("F.hardshrink(x, 0.2)       :", F.hardshrink(x, 0.2))
print("equals x.hardshrink()      :", torch.equal(F.hardshrink(x), x.hardshrink()))
# lambd is not checked: a negative threshold keeps every element
print("F.hardshrink(x, lambd=-1.0):", F.hardshrink(x, lambd=-1.0))
