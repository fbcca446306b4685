import torch

A = torch.tensor([[4.0, 1.0, 2.0],
                  [1.0, 3.0, 0.0],
                  [2.0, 0.0, 5.0]], dtype=torch.float64)
w = torch.linalg.eigvalsh(A)
print("eigvalsh:", w)
print("same as eigh(A).eigenvalues:", torch.equal(w, torch.linalg.eigh(A).eigenvalues))
print("sum = trace:", torch.allclose(w.sum(), A.trace()), "| product = det:", torch.allclose(w.prod(), torch.linalg.det(A)))
print("positive-definite (all > 0):", bool((w > 0).all()))
print("float32:", torch.linalg.eigvalsh(A.float()))
