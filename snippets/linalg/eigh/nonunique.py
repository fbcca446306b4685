import torch

A = torch.tensor([[2.0, 1.0], [1.0, 2.0]], dtype=torch.float64)
L, Q = torch.linalg.eigh(A)
Q2 = Q * torch.tensor([-1.0, 1.0], dtype=A.dtype)    # flip the sign of the first eigenvector
print("Q:\n", Q)
print("both are eigenvector matrices:", torch.allclose(A @ Q, Q * L), torch.allclose(A @ Q2, Q2 * L))

I = torch.eye(2, dtype=torch.float64)                 # eigenvalue 1 twice: ANY rotation works
c, s = 0.6, 0.8
R = torch.tensor([[c, -s], [s, c]], dtype=torch.float64)
print("eigh(I) eigenvectors:", torch.linalg.eigh(I).eigenvectors.tolist())
print("a rotation is just as valid:", torch.allclose(I @ R, R * 1.0))

for eps in (1e-3, -1e-3):                             # not continuous in A
    Q_eps = torch.linalg.eigh(I + eps * torch.tensor([[0.0, 1.0], [1.0, 0.0]], dtype=torch.float64)).eigenvectors
    print(f"eps={eps:+.0e}: first eigenvector", [round(v, 4) for v in Q_eps[:, 0].tolist()])
