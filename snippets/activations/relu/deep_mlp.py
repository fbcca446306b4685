import torch
from torch import nn

x = torch.randn(64, 32)
for name, act in [("sigmoid", nn.Sigmoid), ("tanh", nn.Tanh), ("relu", nn.ReLU)]:
    torch.manual_seed(0)  # same weights for every activation
    layers = []
    for _ in range(10):
        layers += [nn.Linear(32, 32), act()]
    net = nn.Sequential(*layers)
    net(x).sum().backward()
    norms = [net[2 * i].weight.grad.norm().item() for i in range(10)]
    print(f"{name:8s} grad norm layer 1: {norms[0]:.2e}  layer 5: {norms[4]:.2e}  "
          f"layer 10: {norms[9]:.2e}  ratio 1/10: {norms[0] / norms[9]:.1e}")
