import numpy as np
import torch

x = torch.arange(24.0).reshape(2, 3, 4)

# "..." covers the first dimension; it is missing from the output, so it is summed
s = torch.einsum("...ij->ij", x)
print("shape:", s.shape, "| equal to x.sum(0):", torch.equal(s, x.sum(0)))

try:
    np.einsum("...ij->ij", x.numpy())
except ValueError as e:
    print("numpy.einsum -> ValueError:", e)
