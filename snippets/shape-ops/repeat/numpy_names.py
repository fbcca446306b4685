import numpy as np
import torch

a = np.array([1, 2, 3])
t = torch.tensor([1, 2, 3])
print("np.repeat(a, 2)          :", np.repeat(a, 2))
print("t.repeat_interleave(2)   :", t.repeat_interleave(2))
print("np.tile(a, 2)            :", np.tile(a, 2))
print("t.repeat(2)              :", t.repeat(2))
