import torch

Sym = torch.tensor([[0.0, 1.0], [1.0, 0.0]])           # eigenvalues -1 and 1
print("symmetric, hermitian=True:", torch.linalg.matrix_rank(Sym, hermitian=True).item(),
      " eigenvalues:", torch.linalg.eigvalsh(Sym).tolist())
M = torch.tensor([[1.0, 0.0], [5.0, 0.0]])              # not symmetric, true rank 1
print("non-symmetric, default:", torch.linalg.matrix_rank(M).item())
print("non-symmetric, hermitian=True:", torch.linalg.matrix_rank(M, hermitian=True).item(),
      " = rank of the symmetric matrix built from its lower triangle:",
      torch.linalg.matrix_rank(torch.tensor([[1.0, 5.0], [5.0, 0.0]])).item())
