# raises: RuntimeError
import torch

i = torch.tensor([1, 2, 3])
print("out-of-place promotes:", i.add(0.5), i.add(0.5).dtype)
i.add_(0.5)  # in-place must keep int64
