import torch

x = torch.tensor([-100.0, -1.0, 0.0, 1.0, 100.0, 1000.0])
print("i1e(x)           :", torch.special.i1e(x))
print("exp(-|x|) * i1(x):", torch.exp(-x.abs()) * torch.special.i1(x))
print("float16 kept     :", torch.special.i1e(torch.tensor([1.0], dtype=torch.float16)))
