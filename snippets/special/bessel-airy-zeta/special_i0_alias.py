import torch

x = torch.tensor([0.0, 1.0, 5.0])
print("torch.special.i0(x):", torch.special.i0(x))
print("identical to torch.i0:", torch.equal(torch.special.i0(x), torch.i0(x)))
