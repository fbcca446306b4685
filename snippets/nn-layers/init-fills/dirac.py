import torch
from torch import nn
from torch.nn import init

conv = nn.Conv2d(3, 3, kernel_size=3, padding=1, bias=False)
init.dirac_(conv.weight)
print("kernel for out 0, in 0:\n", conv.weight[0, 0].data)
x = torch.randn(1, 3, 5, 5)
print("identity conv:", torch.equal(conv(x), x))

wide = nn.Conv2d(2, 4, kernel_size=3, padding=1, bias=False)  # more outputs than inputs
init.dirac_(wide.weight)
y = wide(torch.randn(1, 2, 5, 5))
print("out channels 2 and 3 are zero:", bool((y[:, 2:] == 0).all()))
