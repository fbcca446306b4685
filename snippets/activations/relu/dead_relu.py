import torch
from torch import nn

torch.manual_seed(0)
x = torch.randn(8, 4)

for act in (nn.ReLU(), nn.LeakyReLU(0.01)):
    layer = nn.Linear(4, 1)
    with torch.no_grad():
        layer.bias.fill_(-10.0)  # pre-activation negative for every sample
    out = act(layer(x))
    out.sum().backward()
    print(f"{act}: outputs all zero: {bool((out == 0).all())}, "
          f"weight grad: {layer.weight.grad}")
