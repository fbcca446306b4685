import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2))
features = {}

def save_output(module, args, output):        # runs after module.forward
    features[type(module).__name__] = output.detach()

handle = model[1].register_forward_hook(save_output)
out = model(torch.randn(2, 3))
print("captured:", list(features), "| shape:", tuple(features["ReLU"].shape))
print("all >= 0:", bool((features["ReLU"] >= 0).all()))
handle.remove()

def zero_output(module, args, output):
    return torch.zeros_like(output)           # a returned value replaces the output

model[2].register_forward_hook(zero_output)
print("model output now:", model(torch.randn(1, 3)))
