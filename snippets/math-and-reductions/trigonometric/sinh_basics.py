import torch

x = torch.tensor([-2.0, 0.0, 1.0, 2.0], dtype=torch.float64)
by_hand = (torch.exp(x) - torch.exp(-x)) / 2
print("sinh(x)               :", torch.sinh(x))
print("max |sinh - formula|  :", (torch.sinh(x) - by_hand).abs().max().item())
print("odd: sinh(-x)==-sinh  :", torch.equal(torch.sinh(-x), -torch.sinh(x)))

y = x.clone()
y.sinh_()
print("x.sinh() == sinh_     :", torch.equal(x.sinh(), y))
print("sinh(0.0), sinh(-0.0) :", torch.sinh(torch.tensor([0.0, -0.0])).tolist())
print("float16 sinh(11, 12)  :", torch.sinh(torch.tensor([11.0, 12.0], dtype=torch.float16)))
