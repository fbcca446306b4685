import torch

x = torch.tensor([-2.75, -0.5, 1.25, 3.0])
f = torch.frac(x)
print("x                 :", x)
print("frac(x)           :", f)
print("x - trunc(x)      :", x - torch.trunc(x))
print("max |diff|        :", (f - (x - torch.trunc(x))).abs().max().item())
print("trunc + frac == x :", torch.equal(torch.trunc(x) + f, x))
print("x - floor(x)      :", x - torch.floor(x), "(always >= 0: a different thing)")

s = torch.tensor([float("inf"), float("-inf"), float("nan"), -0.0])
print("frac(inf, -inf, nan, -0.0):", torch.frac(s).tolist())

y = x.clone()
y.frac_()
print("x.frac() == frac_ :", torch.equal(x.frac(), y))
