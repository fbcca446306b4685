import torch
from torch import nn

x = torch.arange(6.0).reshape(1, 1, 1, 6)
print("input:", x.flatten())
for ceil in (False, True):
    y = nn.MaxPool2d((1, 3), stride=(1, 2), ceil_mode=ceil)(x)
    print(f"ceil_mode={ceil}: {y.flatten()}")
# windows start at 0, 2 and (ceil_mode only) 4; the window at 4 hangs over the end
# and takes the max of what is inside: max(x[4], x[5]) = 5
