import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.randn(2, 3)
y = torch.poisson(torch.full((2, 3), 2.0))          # integer-valued float counts
f = F.poisson_nll_loss(x, y, full=True)
m = nn.PoissonNLLLoss(full=True)(x, y)
print("functional == module:", torch.equal(f, m), f.item())
print("int64 target accepted:", F.poisson_nll_loss(x, y.long()).item(), " dtype:", F.poisson_nll_loss(x, y.long()).dtype)
print("negative count, not checked:", F.poisson_nll_loss(torch.tensor([0.0]), torch.tensor([-2.0])).item())
