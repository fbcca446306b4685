import torch
import torch.nn.functional as F

x = torch.tensor([-2.0, 0.0, 3.0, 6.0, 9.0, float("nan"), float("inf")])
print("F.relu6(x)            :", F.relu6(x))
print("= clamp(x, 0, 6)      :", torch.equal(F.relu6(x[:5]), x[:5].clamp(0, 6)))
print("= F.hardtanh(x, 0, 6) :", torch.equal(F.relu6(x[:5]), F.hardtanh(x[:5], 0.0, 6.0)))
print("int64 input           :", F.relu6(torch.tensor([-2, 3, 9])))
z = torch.tensor([-1.0, 7.0])
F.relu6(z, inplace=True)
print("inplace=True wrote    :", z)
