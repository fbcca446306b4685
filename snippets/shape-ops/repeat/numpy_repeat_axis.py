import numpy as np
import torch

a = np.array([[1, 2], [3, 4]])
t = torch.tensor([[1, 2], [3, 4]])
print("np.repeat(a, [1, 2], axis=0)      :", np.repeat(a, [1, 2], axis=0).tolist())
print("repeat_interleave(t, [1, 2], dim=0):", torch.repeat_interleave(t, torch.tensor([1, 2]), dim=0).tolist())
print("t.repeat(2, 1)                     :", t.repeat(2, 1).tolist())   # tiles instead

v = torch.tensor([1, 2, 3])
print("one-element counts tensor:", torch.repeat_interleave(v, torch.tensor([2])))
