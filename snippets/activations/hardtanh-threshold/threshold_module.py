import torch
from torch import nn

t, v = 1.0, -5.0
xs = [-2.0, 0.0, 0.9, 1.0, 1.1, 3.0]
m = nn.Threshold(t, v)
y = m(torch.tensor(xs))
hand = torch.tensor([x if x > t else v for x in xs])
print(m)
print("Threshold(1.0, -5.0)(x):", y)
print("max |module - (x if x > t else v)| :", (y - hand).abs().max().item())

x = torch.tensor(xs, requires_grad=True)
m(x).sum().backward()
print("gradient               :", x.grad)

# Threshold(0, 0) is ReLU
r = torch.randn(5)
print("Threshold(0, 0) == ReLU:", torch.equal(nn.Threshold(0.0, 0.0)(r), torch.relu(r)))

# value above the threshold: 0.5 -> 5.0 but 1.5 -> 1.5, not monotonic
print("Threshold(1.0, 5.0) on [0.5, 1.5]:", nn.Threshold(1.0, 5.0)(torch.tensor([0.5, 1.5])))
