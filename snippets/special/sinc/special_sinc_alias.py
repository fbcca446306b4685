import torch

x = torch.linspace(-2, 2, 5)
print("torch.special.sinc(x):", torch.special.sinc(x))
print("identical to torch.sinc:", torch.equal(torch.special.sinc(x), torch.sinc(x)))
