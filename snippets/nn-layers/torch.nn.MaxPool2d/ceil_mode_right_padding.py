import math

import torch
from torch import nn

n, k, s, p = 5, 2, 2, 1
print("ceil((n + 2p - k) / s) + 1 =", math.ceil((n + 2 * p - k) / s) + 1)
print(f"a 4th window would start at padded index {3 * s}, in the right padding (the input ends at {n + p - 1})")
x = torch.arange(1.0, 6.0).reshape(1, 1, 1, 5)
y = nn.MaxPool2d((1, k), stride=(1, s), padding=(0, p), ceil_mode=True)(x)
print("torch keeps", y.shape[-1], "windows:", y.flatten())
