import torch

x = torch.tensor([-2.0, 0.0, 1.0, 2.0])
c = torch.cosh(x)
print("cosh(x)        :", c)
print("(e^x + e^-x)/2 :", (torch.exp(x) + torch.exp(-x)) / 2)
print("acosh(cosh(x)) :", torch.acosh(c), "(-2 comes back as 2)")

y = torch.tensor([0.5, 1.0, 10.0, float("inf")])
print("acosh(y)       :", torch.acosh(y), "(nan below 1)")
print("arccosh is acosh:", torch.equal(torch.arccosh(y[1:]), torch.acosh(y[1:])))
print("cosh(89), cosh(90) in float32:", torch.cosh(torch.tensor([89.0, 90.0])))
