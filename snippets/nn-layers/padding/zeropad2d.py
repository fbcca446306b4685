import torch
from torch import nn

x = torch.ones(1, 2, 3)  # (C, H, W), unbatched
m = nn.ZeroPad2d((1, 2, 0, 1))  # (left, right, top, bottom)
y = m(x)
print("shape:", tuple(x.shape), "->", tuple(y.shape))  # W: 3+1+2, H: 2+0+1
print(y[0])
