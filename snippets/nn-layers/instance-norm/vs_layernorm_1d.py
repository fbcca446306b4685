import torch
import torch.nn as nn

x = torch.randn(2, 3, 6)                    # (N, C, L)
inorm = nn.InstanceNorm1d(3, affine=True)
ln = nn.LayerNorm(6)                        # over the last dim L
print("same normalisation:", torch.allclose(inorm(x), ln(x), atol=1e-6))
print("InstanceNorm1d weight:", tuple(inorm.weight.shape), "(one per channel)")
print("LayerNorm(6) weight:  ", tuple(ln.weight.shape), "(one per position)")
print("LayerNorm([3, 6]) normalises over C and L together:", torch.allclose(nn.LayerNorm([3, 6])(x), ln(x), atol=1e-6))
