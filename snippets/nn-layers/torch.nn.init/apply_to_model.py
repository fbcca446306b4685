import torch
from torch import nn


def init_weights(m):
    if isinstance(m, (nn.Linear, nn.Conv2d)):
        nn.init.xavier_uniform_(m.weight)
        nn.init.zeros_(m.bias)


model = nn.Sequential(nn.Conv2d(1, 4, 3), nn.ReLU(), nn.Flatten(), nn.Linear(4 * 6 * 6, 10))
model.apply(init_weights)  # visits every submodule, then the model itself
for name, p in model.named_parameters():
    print(f"{name:>9}: shape {tuple(p.shape)}, max |p| {p.abs().max().item():.4f}, requires_grad {p.requires_grad}")
