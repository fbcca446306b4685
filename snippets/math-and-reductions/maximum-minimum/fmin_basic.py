import torch

nan = float("nan")
a = torch.tensor([[nan, 1.0], [2.0, nan]])
b = torch.tensor([0.5, nan])             # broadcast over rows
print("torch.fmin(a, b):", torch.fmin(a, b))
print("torch.minimum(a, b):", torch.minimum(a, b))
print("bfloat16 result dtype:", torch.fmin(a.bfloat16(), b.bfloat16()).dtype)
