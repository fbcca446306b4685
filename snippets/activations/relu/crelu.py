import torch
import torch.nn.functional as F
from torch import nn

print("torch.nn has CReLU:", hasattr(nn, "CReLU"))


class CReLU(nn.Module):
    """Concatenated ReLU: [relu(x), relu(-x)] along the channel dim."""

    def __init__(self, dim: int = 1):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        return torch.cat((F.relu(x), F.relu(-x)), dim=self.dim)


x = torch.tensor([[-1.0, 2.0, -3.0]])  # (N=1, C=3)
y = CReLU()(x)
print("input shape: ", x.shape)
print("output shape:", y.shape)
print("output:", y)

# a batch of images: channels double, batch size stays
img = torch.randn(2, 4, 5, 5)
print("image batch:", img.shape, "->", CReLU()(img).shape)

# gradient check: d/dx sum(CReLU(x)) = 1[x > 0] - 1[x < 0] = sign(x)
v = torch.tensor([-2.0, -0.5, 0.5, 3.0], requires_grad=True)
CReLU(dim=0)(v).sum().backward()
print("autograd:", v.grad, "| sign(x):", torch.sign(v.detach()))
