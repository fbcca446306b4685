import torch

x = torch.tensor([0.0, 0.5, 1.0])
y = x.erf()
print("x.erf()           :", y)
print("same as torch.erf :", torch.equal(y, torch.erf(x)))
print("x left unchanged  :", x)
print("integer tensor    :", torch.tensor([0, 1]).erf().dtype)
