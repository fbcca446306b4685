import numpy as np
import torch

i = torch.tensor([1, 2, 0, -4])
r = torch.reciprocal(i)
print("torch int64 :", r, r.dtype)
print("numpy int64 :", np.reciprocal(np.array([1, 2, -4])))
b = torch.tensor([True, False])
print("torch bool  :", torch.reciprocal(b))
