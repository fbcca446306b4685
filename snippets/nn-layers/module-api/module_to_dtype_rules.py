import torch
from torch import nn

model = nn.Sequential(nn.Linear(2, 2), nn.BatchNorm1d(2))
model.to(torch.float64)
for name, t in list(model.named_parameters()) + list(model.named_buffers()):
    print(f"{name:<24} {t.dtype}")
# only floating-point parameters and buffers are cast; the int64 counter keeps its dtype
