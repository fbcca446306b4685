import numpy as np
import torch

a = np.array([[10, 30, 20],
              [60, 40, 50]])
idx = np.array([[2, 0],
                [1, 1]])
t_out = torch.take_along_dim(torch.from_numpy(a), torch.from_numpy(idx), dim=1)
n_out = np.take_along_axis(a, idx, axis=1)
print("torch:", t_out.tolist())
print("numpy:", n_out.tolist())
print("same values:", t_out.tolist() == n_out.tolist())
try:
    np.take_along_axis(a, np.array([[3], [3]]), axis=1)
except IndexError as e:
    print("numpy, index 3: IndexError:", e)
print("torch, index 3:", torch.take_along_dim(torch.from_numpy(a), torch.tensor([[3], [3]]), dim=1).flatten().tolist())
