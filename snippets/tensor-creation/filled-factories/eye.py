import torch

print("eye(3):", torch.eye(3))
print("eye(2, 3):", torch.eye(2, 3))
print("eye(2, dtype=torch.int64):", torch.eye(2, dtype=torch.int64))
