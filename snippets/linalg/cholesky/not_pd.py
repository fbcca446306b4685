# raises: RuntimeError
import torch

A = torch.tensor([[1.0, 2.0], [2.0, 1.0]])   # symmetric, eigenvalues 3 and -1
print("eigenvalues:", torch.linalg.eigvalsh(A))
torch.linalg.cholesky(A)
