import torch

N = torch.tensor([[1.0, 100.0],
                  [0.0, 1.0]], dtype=torch.float64)     # NOT symmetric; true eigenvalues 1, 1
print("eigvalsh, UPLO='L' (reads [[1, 0], [0, 1]])    :", torch.linalg.eigvalsh(N))
print("eigvalsh, UPLO='U' (reads [[1, 100], [100, 1]]):", torch.linalg.eigvalsh(N, UPLO="U"))
print("eigvals (general matrix)                       :", torch.linalg.eigvals(N))
print("is N symmetric?", torch.equal(N, N.mT))
