# raises: RuntimeError
import torch

counts = torch.tensor([1, 2, 3, 4])
print("mean with dtype=float32:", counts.mean(dtype=torch.float32))
print("mean of counts.float() :", counts.float().mean())
counts.mean()
