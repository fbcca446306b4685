import torch
import torch.nn as nn

z = torch.randn(2, 12)
u = nn.Unflatten(1, (3, 4))
y = u(z)
print(u, "->", tuple(y.shape), "| same memory:", y.data_ptr() == z.data_ptr())
print("(-1, 4) ->", tuple(nn.Unflatten(1, (-1, 4))(z).shape), "| torch.Size([3, 4]) on dim -1 ->",
      tuple(nn.Unflatten(-1, torch.Size([3, 4]))(z).shape))

decoder = nn.Sequential(nn.Linear(8, 16 * 7 * 7), nn.Unflatten(1, (16, 7, 7)))   # vector -> feature map
print("decoder output:", tuple(decoder(torch.randn(5, 8)).shape))
try:
    nn.Unflatten(1, (5, 3))(z)
except RuntimeError as e:
    print("RuntimeError:", e)
