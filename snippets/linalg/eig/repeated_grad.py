import torch

A = torch.eye(3, dtype=torch.float64, requires_grad=True)   # eigenvalue 1, three times
L, V = torch.linalg.eig(A)
print("eigenvalues               :", L.detach())
(V.abs() ** 2).sum().backward()
print("grad through eigenvectors :\n", A.grad)

A.grad = None
L, V = torch.linalg.eig(A)
L.real.sum().backward()
print("grad through eigenvalues  :\n", A.grad)

B = torch.tensor([[1.0, 2.0], [0.5, -1.0]], dtype=torch.float64)
for eps in [1e-1, 1e-3, 1e-6]:                        # eigenvalues 1 +- eps*sqrt(2)
    A = (torch.eye(2, dtype=torch.float64) + eps * B).requires_grad_()
    L, V = torch.linalg.eig(A)
    (V.abs() ** 2)[0, 0].backward()
    gap = (L[0] - L[1]).abs().item()
    print(f"eigenvalue gap {gap:.1e}: largest |grad| = {A.grad.abs().max().item():.4g}")
