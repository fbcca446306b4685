# raises: IndexError
import torch
import torch.nn as nn

x = torch.randn(4, 3)
print("torch.flatten(x) ->", tuple(torch.flatten(x).shape), "(start_dim=0 by default)")
print("nn.Flatten()(x)  ->", tuple(nn.Flatten()(x).shape), "(start_dim=1: already flat per sample)")
nn.Flatten()(torch.randn(3))                # a single unbatched vector has no dim 1
