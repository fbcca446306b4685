# raises: RuntimeError
import torch

mask = torch.tensor([True, False])
print("~mask:", ~mask, " logical_not:", mask.logical_not())
-mask
