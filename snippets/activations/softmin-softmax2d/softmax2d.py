import torch
import torch.nn.functional as F
from torch import nn

m = nn.Softmax2d()
x = torch.randn(2, 3, 4, 5)          # (N, C, H, W)
y = m(x)
print(m, "| output shape:", tuple(y.shape))
print("sum over channels at every pixel == 1:", torch.allclose(y.sum(dim=1), torch.ones(2, 4, 5)))
print("equals F.softmax(x, dim=-3):", torch.equal(y, F.softmax(x, dim=-3)))

# one pixel, by hand
v = x[0, :, 1, 2]
print("pixel (0, :, 1, 2)       :", y[0, :, 1, 2])
print("exp(v) / exp(v).sum()    :", v.exp() / v.exp().sum())

x3 = torch.randn(3, 4, 5)            # (C, H, W), no batch
print("3-D input normalised over dim 0:", torch.allclose(m(x3).sum(dim=0), torch.ones(4, 5)))

for shape in [(3, 4), (2, 3, 4, 5, 6)]:
    try:
        m(torch.randn(shape))
    except ValueError as e:
        print(shape, "-> ValueError:", e)
