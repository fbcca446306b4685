import torch
from torch import nn

model = nn.Sequential(nn.Conv2d(1, 16, 5), nn.MaxPool2d(2), nn.Flatten(), nn.LazyLinear(120))
print("before the first call:", model[3])
model(torch.randn(4, 1, 28, 28))
print("after the first call: ", model[3])
print("weight shape:", tuple(model[3].weight.shape))
