import torch

x = torch.tensor([0.5, 5.0, 100.0])
print("torch.special.gammaln(x):", torch.special.gammaln(x))
print("identical to torch.lgamma:", torch.equal(torch.special.gammaln(x), torch.lgamma(x)))
