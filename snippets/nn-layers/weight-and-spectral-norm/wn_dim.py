import torch
from torch import nn
from torch.nn.utils import parametrizations

for mod, dim in [(nn.Linear(3, 2), 0), (nn.Linear(3, 2), None), (nn.Conv2d(3, 4, 3), 0), (nn.Conv2d(3, 4, 3), 1)]:
    m = parametrizations.weight_norm(mod, dim=dim)
    print(f"{type(mod).__name__:6} weight {tuple(m.weight.shape)}  dim={dim!s:4} -> g shape {tuple(m.parametrizations.weight.original0.shape)}")
m = parametrizations.weight_norm(nn.Linear(3, 2), dim=None)
print("dim=None: whole-tensor norm equals g:", torch.allclose(m.weight.norm(), m.parametrizations.weight.original0))
