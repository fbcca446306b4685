# raises: RuntimeError
import torch

mask = torch.tensor([True, False])
print("~mask:", ~mask)
torch.negative(mask)
