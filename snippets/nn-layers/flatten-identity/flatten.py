import torch
import torch.nn as nn

x = torch.randn(2, 3, 4, 5)                 # (N, C, H, W)
flat = nn.Flatten()                         # start_dim=1, end_dim=-1: keep the batch dim
y = flat(x)
print(flat, "->", tuple(y.shape))
print("view of x (same memory):", y.data_ptr() == x.data_ptr(), "| y._base is x:", y._base is x)
print("start_dim=2 ->", tuple(nn.Flatten(start_dim=2)(x).shape), "| Flatten(0, -1) ->", tuple(nn.Flatten(0, -1)(x).shape))
xt = x.transpose(1, 2)                      # non-contiguous: the flatten has to copy
yt = flat(xt)
print("transposed input: same memory:", yt.data_ptr() == xt.data_ptr(), "| equals reshape:", torch.equal(yt, xt.reshape(2, -1)))
