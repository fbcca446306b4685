import torch

print("ones(2, 2):", torch.ones(2, 2))
print("ones(3, dtype=torch.int64):", torch.ones(3, dtype=torch.int64))
print("ones(2, dtype=torch.bool):", torch.ones(2, dtype=torch.bool))
