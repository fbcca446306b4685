import torch

a = torch.tensor([2.0, 5.0])
print("torch.special.multigammaln(a, 2):", torch.special.multigammaln(a, 2))
print("identical to torch.mvlgamma:", torch.equal(torch.special.multigammaln(a, 2), torch.mvlgamma(a, 2)))
