import warnings
import torch

A = torch.tensor([[0.0, 1.0], [1.0, 0.0]])               # a swap: A^2 = I
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    r = A.matrix_power(2)
print("A.matrix_power(2):", r.tolist(), " warnings:", len(w))
