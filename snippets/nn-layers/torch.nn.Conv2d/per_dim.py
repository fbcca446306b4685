import torch
from torch import nn

conv = nn.Conv2d(3, 8, kernel_size=(3, 5), stride=(2, 1), padding=(1, 2), dilation=(1, 2))
x = torch.randn(4, 3, 32, 20)
y = conv(x)
print("input shape: ", x.shape)
print("output shape:", y.shape)
# H: floor((32 + 2*1 - 1*(3-1) - 1) / 2) + 1 = floor(31/2) + 1 = 16
# W: floor((20 + 2*2 - 2*(5-1) - 1) / 1) + 1 = 15 + 1 = 16
print("weight shape:", conv.weight.shape)
print("bias shape:  ", conv.bias.shape)
