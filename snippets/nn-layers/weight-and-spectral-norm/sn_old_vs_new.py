import warnings
import torch
from torch import nn
from torch.nn.utils import spectral_norm, parametrizations

torch.manual_seed(0)
old = spectral_norm(nn.Linear(6, 4))
print("old: parameters", [n for n, _ in old.named_parameters()], " buffers", [n for n, _ in old.named_buffers()])
print("old, right after registration: sigma =", round(torch.linalg.matrix_norm(old.weight, 2).item(), 4))
for _ in range(10):
    old(torch.randn(2, 6))                  # each training-mode forward runs one power iteration
print("old, after 10 training forwards: sigma =", round(torch.linalg.matrix_norm(old.weight, 2).item(), 4))

torch.manual_seed(0)
new = parametrizations.spectral_norm(nn.Linear(6, 4))
print("new, right after registration: sigma =", round(torch.linalg.matrix_norm(new.weight, 2).item(), 4))
