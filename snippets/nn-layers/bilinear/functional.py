import torch
import torch.nn.functional as F

x1, x2 = torch.randn(4, 2), torch.randn(4, 3)
W = torch.randn(1, 2, 3)                    # (out, in1, in2)
y = F.bilinear(x1, x2, W)                   # bias=None: no bias
print("shape:", tuple(y.shape))
print("equals (x1 @ W[0] * x2).sum(-1):", torch.allclose(y[:, 0], (x1 @ W[0] * x2).sum(-1)))
# with in1 == in2 and W = identity, the bilinear form is the dot product
x = torch.randn(4, 3)
eye = torch.eye(3)[None]
print("W = I gives the dot product:", torch.allclose(F.bilinear(x, x2, eye)[:, 0], (x * x2).sum(-1)))
