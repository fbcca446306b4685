# raises: NotImplementedError
import torch

labels = torch.tensor([0, 2, 1])
print("with dtype=float32:", torch.rand_like(labels, dtype=torch.float32))
torch.rand_like(labels)                      # int64 dtype is kept, and rand has no integers
