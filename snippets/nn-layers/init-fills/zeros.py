import torch
from torch import nn
from torch.nn import init

conv = nn.Conv2d(3, 4, 3)
ret = init.zeros_(conv.bias)
print("returns its argument:", ret is conv.bias, " bias:", conv.bias.data)
base = torch.arange(6.0)
init.zeros_(base[::2])                          # writes through a view
print("base after zeroing every second entry:", base)
