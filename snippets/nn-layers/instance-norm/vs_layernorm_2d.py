import torch
import torch.nn as nn

x = torch.randn(2, 3, 4, 5)
a = nn.InstanceNorm2d(3)(x)
print("== LayerNorm([H, W], no affine):", torch.allclose(a, nn.LayerNorm([4, 5], elementwise_affine=False)(x), atol=1e-6))
print("== LayerNorm([C, H, W]):        ", torch.allclose(a, nn.LayerNorm([3, 4, 5], elementwise_affine=False)(x), atol=1e-6))
print("affine=True weight:", tuple(nn.InstanceNorm2d(3, affine=True).weight.shape),
      "vs LayerNorm([4, 5]) weight:", tuple(nn.LayerNorm([4, 5]).weight.shape))
