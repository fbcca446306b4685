# raises: RuntimeError
import torch

empty = torch.empty(0, 3)
print("max over dim=1 of (0, 3):", empty.max(dim=1).values.shape)
empty.max()
