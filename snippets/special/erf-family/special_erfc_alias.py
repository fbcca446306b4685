import torch

x = torch.linspace(-2, 4, 4)
print("torch.special.erfc(x):", torch.special.erfc(x))
print("identical to torch.erfc:", torch.equal(torch.special.erfc(x), torch.erfc(x)))
