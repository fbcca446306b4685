import torch
import torch.nn as nn

bn = nn.LazyBatchNorm2d(momentum=0.5)
x = torch.randn(4, 5, 3, 3) + 2
y = bn(x)
print(type(bn).__name__, "num_features =", bn.num_features)
ref = nn.BatchNorm2d(5, momentum=0.5)
print("same output and buffers as BatchNorm2d(5):", torch.allclose(y, ref(x)), torch.allclose(bn.running_mean, ref.running_mean))
