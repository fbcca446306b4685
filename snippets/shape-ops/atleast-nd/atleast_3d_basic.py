import numpy as np
import torch

for shape in [(), (3,), (2, 3), (2, 3, 4), (2, 3, 4, 5)]:
    t = tuple(torch.atleast_3d(torch.zeros(shape)).shape)
    n = np.atleast_3d(np.zeros(shape)).shape
    print(f"{str(shape):13s} -> {str(t):13s} numpy: {n}")
