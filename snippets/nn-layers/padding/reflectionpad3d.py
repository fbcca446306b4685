import torch
from torch import nn

x = torch.arange(8.).reshape(1, 1, 2, 2, 2)
y = nn.ReflectionPad3d(1)(x)
print("shape:", tuple(y.shape))
print("new front slice == input depth 1:", torch.equal(y[0, 0, 0, 1:3, 1:3], x[0, 0, 1]))
try:
    nn.ReflectionPad3d(2)(x)  # every dim has size 2
except RuntimeError as e:
    print("pad 2 on size 2:", type(e).__name__)
