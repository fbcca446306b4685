import torch

a = torch.zeros(5, 3)
print("a.size():", a.size())
print("a.shape:", a.shape)
print("size() == shape:", a.size() == a.shape)
print("a.size(1):", a.size(1), "| a.shape[-1]:", a.shape[-1], "| a.size(dim=-1):", a.size(dim=-1))
print("a.numel():", a.numel(), "| len(a):", len(a), "| a.dim():", a.dim())
