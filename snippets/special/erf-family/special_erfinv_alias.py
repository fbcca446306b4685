import torch

y = torch.tensor([-0.9, 0.0, 0.3, 0.99])
print("torch.special.erfinv(y):", torch.special.erfinv(y))
print("identical to torch.erfinv:", torch.equal(torch.special.erfinv(y), torch.erfinv(y)))
