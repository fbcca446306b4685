import torch

print("torch.double is torch.float64:", torch.double is torch.float64)
print("repr(torch.double):", repr(torch.double))
print("ones(2, dtype=torch.double):", torch.ones(2, dtype=torch.double))
