import torch

x = torch.tensor([1.0, 1.5, 3.0, 100.0], dtype=torch.float64)
by_hand = torch.log(x + torch.sqrt(x * x - 1))
print("acosh(x)             :", torch.acosh(x))
print("max |acosh - formula|:", (torch.acosh(x) - by_hand).abs().max().item())

y = x.clone()
y.acosh_()
z = x.clone()
z.arccosh_()
print("acosh_ in place      :", y)
print("arccosh_ == acosh_   :", torch.equal(y, z), "| x.arccosh() == x.acosh():", torch.equal(x.arccosh(), x.acosh()))
print("acosh(0.999) (< 1)   :", torch.acosh(torch.tensor(0.999)))
