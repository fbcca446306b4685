import torch
from torch import nn
from torch.nn import init

conv = nn.Conv1d(4, 4, kernel_size=3, padding=1, groups=2, bias=False)   # weight (4, 2, 3)
init.dirac_(conv.weight, groups=2)
x = torch.randn(1, 4, 6)
print("groups=2, identity:", torch.equal(conv(x), x))
init.dirac_(conv.weight)                                                 # groups left at 1
print("groups=1 on the same weight, identity:", torch.equal(conv(x), x))
print("channel-wise max |y - x|:", (conv(x) - x).abs().amax(dim=(0, 2)))
