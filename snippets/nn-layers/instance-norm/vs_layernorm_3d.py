import torch
import torch.nn as nn

x = torch.randn(2, 2, 3, 3, 3)              # (N, C, D, H, W)
a = nn.InstanceNorm3d(2)(x)
print("== LayerNorm([D, H, W], no affine):", torch.allclose(a, nn.LayerNorm([3, 3, 3], elementwise_affine=False)(x), atol=1e-6))
print("== LayerNorm([C, D, H, W]):        ", torch.allclose(a, nn.LayerNorm([2, 3, 3, 3], elementwise_affine=False)(x), atol=1e-6))
print("unbatched (C, D, H, W) ->", tuple(nn.InstanceNorm3d(2)(x[0]).shape))
