import torch
from torch import nn
from torch.nn.utils import spectral_norm, parametrizations

torch.manual_seed(0)
old = spectral_norm(nn.Linear(6, 4)).eval()       # eval() before any training-mode forward
for _ in range(10):
    old(torch.randn(2, 6))
print("old, eval only, after 10 forwards: sigma =", round(torch.linalg.matrix_norm(old.weight, 2).item(), 4))

torch.manual_seed(0)
new = parametrizations.spectral_norm(nn.Linear(6, 4)).eval()
print("new, eval only: sigma =", round(torch.linalg.matrix_norm(new.weight, 2).item(), 4))
