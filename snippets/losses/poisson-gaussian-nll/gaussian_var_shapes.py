import torch
import torch.nn.functional as F

mu = torch.zeros(3, 3)                              # (N=3, D=3)
y = torch.ones(3, 3)
v = torch.tensor([1.0, 4.0, 9.0])

print("var (N, D):", tuple(F.gaussian_nll_loss(mu, y, torch.ones(3, 3), reduction="none").shape))
print("var (N, 1), one variance per sample:\n", F.gaussian_nll_loss(mu, y, v[:, None], reduction="none"))
print("var (N,)  is read as (N, 1):\n", F.gaussian_nll_loss(mu, y, v, reduction="none"))
print("var (1, D), one variance per feature:\n", F.gaussian_nll_loss(mu, y, v[None, :], reduction="none"))
print("float var:", F.gaussian_nll_loss(mu, y, 1.0).item())
try:
    F.gaussian_nll_loss(torch.zeros(2, 3), torch.ones(2, 3), v)   # (3,) for a (2, 3) input
except ValueError as e:
    print("ValueError:", e)
