# raises: ValueError
import torch
import torch.nn as nn

batched = nn.LazyInstanceNorm2d()
batched(torch.randn(2, 3, 4, 4))
print("batched (2, 3, 4, 4): num_features =", batched.num_features)
m = nn.LazyInstanceNorm2d()
m(torch.randn(3, 4, 4))                     # unbatched (C=3, H, W): num_features is taken from dim 1 = 4
