import torch
import torch.nn as nn

# LayerNorm: one weight per ELEMENT of normalized_shape; BatchNorm2d: one per channel
ln = nn.LayerNorm([2, 3, 3])
bn = nn.BatchNorm2d(2)
print("LayerNorm([2, 3, 3]) weight:", tuple(ln.weight.shape), "numel", ln.weight.numel())
print("BatchNorm2d(2) weight:      ", tuple(bn.weight.shape), "numel", bn.weight.numel())

with torch.no_grad():
    ln.weight.zero_()
    ln.weight[0, 0, 0] = 5.0                # scale a single position
x = torch.randn(1, 2, 3, 3)
y = ln(x)
print("non-zero outputs:", torch.count_nonzero(y).item(), "at", torch.nonzero(y)[0].tolist())
