import torch

print("torch.int is torch.int32:", torch.int is torch.int32)
print("dtype=torch.int ->", torch.zeros(2, dtype=torch.int).dtype)
print("dtype=int (Python) ->", torch.zeros(2, dtype=int).dtype)
print("torch.tensor([1, 2]).dtype:", torch.tensor([1, 2]).dtype)
