import torch

x = torch.tensor([0.5, 1.0, 2.0])
print("torch.special.psi(x):", torch.special.psi(x))
print("identical to torch.special.digamma:", torch.equal(torch.special.psi(x), torch.special.digamma(x)))
