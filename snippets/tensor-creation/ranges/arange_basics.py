import torch

print("arange(5):", torch.arange(5))
print("arange(2, 7):", torch.arange(2, 7))
print("arange(start=0, end=8, step=2):", torch.arange(start=0, end=8, step=2))
print("arange(5, 0, -2):", torch.arange(5, 0, -2))
print("arange(0, 1, 0.25):", torch.arange(0, 1, 0.25))
# integer arguments give int64, any float argument gives the default float dtype
print("dtypes:", torch.arange(3).dtype, torch.arange(3.0).dtype, torch.arange(0, 3, 0.5).dtype)
