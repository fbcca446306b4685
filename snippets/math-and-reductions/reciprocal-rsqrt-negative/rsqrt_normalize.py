import torch

v = torch.tensor([[3.0, 4.0], [0.0, 0.0]])
sq = (v * v).sum(dim=1, keepdim=True)
print("v * rsqrt(|v|^2)        :", v * torch.rsqrt(sq))
print("v * rsqrt(|v|^2 + 1e-12):", v * torch.rsqrt(sq + 1e-12))
