import torch
from torch import nn

x = torch.arange(6.).reshape(1, 6, 1, 1)
y = nn.ChannelShuffle(2)(x)
print("channels:", y.flatten().tolist())
# by hand: view channels as (groups, C/groups), transpose, flatten
ref = x.reshape(1, 2, 3, 1, 1).transpose(1, 2).reshape(1, 6, 1, 1)
print("matches reshape-transpose:", torch.equal(y, ref))
yi = nn.ChannelShuffle(3)(torch.arange(6).reshape(1, 6, 1))
print("int64, 3-D (N, C, L):", yi.flatten().tolist(), yi.dtype)
for bad in [torch.ones(1, 4, 2, 2), torch.ones(6, 1, 1), torch.ones(1, 6)]:
    try:
        nn.ChannelShuffle(3 if bad.dim() == 4 else 2)(bad)
    except RuntimeError as e:
        print(tuple(bad.shape), "RuntimeError:", e)
