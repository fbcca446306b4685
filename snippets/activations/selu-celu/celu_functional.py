import torch
import torch.nn.functional as F

x = torch.tensor([-3.0, -1.0, 0.0, 2.0])
print("F.celu(x)            :", F.celu(x))
print("alpha=1 equals F.elu :", torch.equal(F.celu(x), F.elu(x)))
print("F.celu(x, 0.5)       :", F.celu(x, 0.5))

try:
    F.celu(x, alpha=0.0)
except RuntimeError as e:
    print("alpha=0 -> RuntimeError:", e)
print("alpha=-1 (accepted)  :", F.celu(x, alpha=-1.0))

z = x.clone()
F.celu(z, inplace=True)
print("inplace=True wrote   :", z)
