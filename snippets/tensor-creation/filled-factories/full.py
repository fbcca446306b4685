import torch

print("full((2, 2), 7.0):", torch.full((2, 2), 7.0))
# the dtype follows the fill value
print("fill 7    ->", torch.full((2,), 7).dtype)
print("fill 7.0  ->", torch.full((2,), 7.0).dtype)
print("fill True ->", torch.full((2,), True).dtype)
print("dtype given ->", torch.full((2,), 7, dtype=torch.float64))
