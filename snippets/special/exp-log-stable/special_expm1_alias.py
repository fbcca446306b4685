import torch

x = torch.tensor([-1e-6, 1e-8, 2.0])
print("torch.special.expm1(x):", torch.special.expm1(x))
print("exp(x) - 1            :", torch.exp(x) - 1)
print("identical to torch.expm1:", torch.equal(torch.special.expm1(x), torch.expm1(x)))
