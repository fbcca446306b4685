import torch
from torch.distributions import Geometric

a = torch.empty(1_000_000).geometric_(0.25)
b = Geometric(probs=torch.tensor(0.25)).sample((1_000_000,))
print("Tensor.geometric_:     min", a.min(), "mean", a.mean())
print("distributions.Geometric: min", b.min(), "mean", b.mean())
print("shifted by one:", torch.allclose(a.mean() - 1, b.mean(), atol=0.02))
