import torch

x = torch.tensor([-0.5, 1e-9, 3.0])
print("torch.special.log1p(x):", torch.special.log1p(x))
print("identical to torch.log1p:", torch.equal(torch.special.log1p(x), torch.log1p(x)))
