import torch
import torch.nn as nn
import torch.nn.functional as F

mu = torch.randn(4, 2)
y = torch.randn(4, 2)
var = torch.rand(4, 1) + 0.1                        # homoscedastic per sample
f = F.gaussian_nll_loss(mu, y, var, full=True, reduction="sum")
m = nn.GaussianNLLLoss(full=True, reduction="sum")(mu, y, var)
print("functional == module:", torch.equal(f, m), f.item())
print("float16, tiny var:", F.gaussian_nll_loss(mu.half(), y.half(), torch.full((4, 1), 1e-4).half()))
print("float32, same values:", F.gaussian_nll_loss(mu, y, torch.full((4, 1), 1e-4)))
big = F.gaussian_nll_loss(torch.zeros(1).half(), torch.ones(1).half(), torch.full((1,), 1e-6).half())
print("float16, error 1, var 1e-6:", big, " float32:", F.gaussian_nll_loss(torch.zeros(1), torch.ones(1), torch.full((1,), 1e-6)))
