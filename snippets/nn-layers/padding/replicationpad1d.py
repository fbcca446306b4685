import torch
from torch import nn

x = torch.arange(1., 4.).reshape(1, 1, 3)
print(nn.ReplicationPad1d((2, 4))(x))  # pad may exceed the size
