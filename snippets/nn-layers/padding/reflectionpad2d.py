import torch
from torch import nn

x = torch.arange(9.).reshape(1, 1, 3, 3)
y = nn.ReflectionPad2d((1, 1, 2, 0))(x)
print("shape:", tuple(y.shape))
print(y[0, 0])
