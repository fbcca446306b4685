import torch

x = torch.tensor([-1.0, 0.0, 2.5, 8.0])
print("torch.special.exp2(x):", torch.special.exp2(x))
print("identical to torch.exp2:", torch.equal(torch.special.exp2(x), torch.exp2(x)))
