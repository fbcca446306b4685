import torch

torch.manual_seed(0)
print("rand(2, 3):", torch.rand(2, 3))
u = torch.rand(10_000)
print("dtype:", u.dtype)
print("all in [0, 1):", bool((u >= 0).all() and (u < 1).all()))
print("mean of 10000 draws:", u.mean())
