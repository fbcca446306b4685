import torch

x = torch.tensor([-1.0, -0.5, 0.0, 0.5, 1.0])
a = torch.acos(x)
print("acos(x)            :", a)
print("arccos == acos     :", torch.equal(torch.arccos(x), a), torch.equal(x.arccos(), x.acos()))
print("cos(acos(x)) - x   :", (torch.cos(a) - x).abs().max().item())

t = torch.tensor([0.0, 2.0, 4.0])
print("acos(cos(t))       :", torch.acos(torch.cos(t)), "(4 comes back as 2*pi - 4)")

y = x.clone()
y.acos_()
z = x.clone()
z.arccos_()
print("y.acos_()          :", y)
print("arccos_ == acos_   :", torch.equal(y, z))
print("complex acos(2+0j) :", torch.acos(torch.tensor([2.0 + 0j])))
