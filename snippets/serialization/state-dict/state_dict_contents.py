import torch
from torch import nn

model = nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4), nn.ReLU(), nn.Linear(4, 2))
sd = model.state_dict()
print("type:", type(sd).__name__)
for name, t in sd.items():
    print(f"  {name:26} {str(tuple(t.shape)):7} {t.dtype}  requires_grad={t.requires_grad}")
print("parameters only:", [n for n, _ in model.named_parameters()])
