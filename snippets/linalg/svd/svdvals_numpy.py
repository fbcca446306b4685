import numpy as np
import torch

A = torch.tensor([[3.0, 2.0, 2.0],
                  [2.0, 3.0, -2.0]], dtype=torch.float64)
print("torch.linalg.svdvals         :", torch.linalg.svdvals(A))
print("np.linalg.svd(compute_uv=False):", np.linalg.svd(A.numpy(), compute_uv=False))
