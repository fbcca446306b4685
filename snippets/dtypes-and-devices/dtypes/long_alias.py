import torch

print("torch.long is torch.int64:", torch.long is torch.int64)
idx = torch.tensor([2.7, -0.7]).long()
print("Tensor.long():", idx, idx.dtype)
print("indexing with it:", torch.tensor([10, 20, 30])[idx])
print("dtype=torch.long ->", torch.arange(3, dtype=torch.long).dtype)
