import warnings
import torch

A = torch.tensor([[4.0, 2.0], [2.0, 5.0]])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    L = A.cholesky()
print("L:\n", L)
print("warnings recorded:", [x.category.__name__ for x in w])
print("same as torch.linalg.cholesky:", torch.equal(L, torch.linalg.cholesky(A)))
