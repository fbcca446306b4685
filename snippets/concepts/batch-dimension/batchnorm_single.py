import torch
from torch import nn

bn = nn.BatchNorm1d(3)
x = torch.randn(1, 3)  # a batch of one sample
try:
    bn(x)
except ValueError as e:
    print("train mode: ValueError:", e)
bn.eval()  # uses running statistics, so one sample is fine
print("eval mode:", bn(x).shape)
