import torch

# Poisson: P(N < k) for N ~ Poisson(lam) equals Q(k, lam)
k = torch.tensor([1.0, 3.0, 5.0])
lam = torch.tensor(2.0)
print("k.igammac(lam):", k.igammac(lam))
print("same as torch.igammac:", torch.equal(k.igammac(lam), torch.igammac(k, lam)))
