# raises: RuntimeError
import torch
from torch import nn

shared = nn.PReLU()                                   # one slope, 0.25
print("PReLU() on a 1-D input :", shared(-torch.ones(4)).detach())
print("PReLU() on a 0-d input :", shared(torch.tensor(-1.0)).detach())
per_channel = nn.PReLU(num_parameters=3)
print("PReLU(3) on (2, 3)     :", tuple(per_channel(torch.zeros(2, 3)).shape))
per_channel(-torch.ones(3))                           # 1-D: one channel, not 3
