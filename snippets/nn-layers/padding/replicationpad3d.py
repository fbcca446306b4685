import torch
from torch import nn

x = torch.arange(8.).reshape(1, 1, 2, 2, 2)
y = nn.ReplicationPad3d((0, 0, 0, 0, 2, 0))(x)  # only the front of D
print("shape:", tuple(y.shape))
print("padded slices copy depth 0:", torch.equal(y[0, 0, 0], x[0, 0, 0]), torch.equal(y[0, 0, 1], x[0, 0, 0]))
