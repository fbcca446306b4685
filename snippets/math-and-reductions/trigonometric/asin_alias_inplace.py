import torch

x = torch.tensor([-1.0, -0.5, 0.0, 0.5, 1.0])
print("asin(x)              :", torch.asin(x))
print("arcsin == asin       :", torch.equal(torch.arcsin(x), torch.asin(x)), torch.equal(x.arcsin(), x.asin()))
print("asin is odd          :", torch.equal(torch.asin(-x), -torch.asin(x)))

y = x.clone()
y.asin_()
z = x.clone()
z.arcsin_()
print("y.asin_()            :", y)
print("arcsin_ == asin_     :", torch.equal(y, z))
print("sin(asin(x)) - x     :", (torch.sin(y) - x).abs().max().item())
