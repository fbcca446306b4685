import torch
from torch import nn
from torch.nn import init

net = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 1))
for m in net:
    if isinstance(m, nn.Linear):
        init.constant_(m.weight, 0.5)
        init.zeros_(m.bias)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
x, y = torch.randn(32, 3), torch.randn(32, 1)
for _ in range(50):
    opt.zero_grad()
    nn.functional.mse_loss(net(x), y).backward()
    opt.step()
w = net[0].weight
print("first-layer weight after 50 steps:\n", w.data)
print("all 4 hidden units still identical:", bool((w == w[0]).all()))
