import numpy as np
import torch

y = torch.tensor([[1, 2],
                  [3, 4]])
for dims in [(2,), (2, 1, 1), (3, 2)]:
    t = torch.tile(y, dims)
    n = np.tile(y.numpy(), dims)
    print(f"dims {str(dims):<9} torch {str(tuple(t.shape)):<10} numpy {str(n.shape):<10} equal: {t.tolist() == n.tolist()}")
