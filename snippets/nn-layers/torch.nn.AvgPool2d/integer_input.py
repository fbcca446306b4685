import torch
from torch import nn

x = torch.tensor([[[[0, 1], [4, 6]]]])          # int64; the mean of the window is 2.75
print("float32:", nn.AvgPool2d(2)(x.float()).flatten())
print("int64:  ", nn.AvgPool2d(2)(x).flatten(), nn.AvgPool2d(2)(x).dtype)
print("-int64: ", nn.AvgPool2d(2)(-x).flatten())
try:
    nn.AvgPool2d(2)(x.to(torch.uint8))
except NotImplementedError as e:
    print("uint8:  ", type(e).__name__ + ":", e)
