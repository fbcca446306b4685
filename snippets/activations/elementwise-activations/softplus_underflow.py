import torch
from torch import nn

x = torch.tensor([-20.0, -90.0, -104.0])
print("float32 Softplus:", nn.Softplus()(x))
print("exactly 0       :", (nn.Softplus()(x) == 0).tolist())
print("float64 Softplus:", nn.Softplus()(x.double()))
