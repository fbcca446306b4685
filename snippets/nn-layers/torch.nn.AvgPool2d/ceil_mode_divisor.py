import torch
from torch import nn

x = torch.arange(1.0, 7.0).reshape(1, 1, 1, 6)
print("input:", x.flatten())
pool = dict(kernel_size=(1, 4), stride=(1, 3), padding=(0, 1), ceil_mode=True)
print("count_include_pad=True: ", nn.AvgPool2d(**pool)(x).flatten())
print("count_include_pad=False:", nn.AvgPool2d(**pool, count_include_pad=False)(x).flatten())
# padded row: [pad, 1, 2, 3, 4, 5, 6, pad]; windows start at 0, 3, 6
# window 3 = [6, pad, (beyond), (beyond)]: divisor 2 with padding counted, 1 without
