import torch

A = torch.tensor([[1.0, 2.0, 0.0],
                  [0.0, 1.0, 1.0],
                  [1.0, 0.0, 1.0],
                  [1.0, 1.0, 1.0]])
Q, R = torch.linalg.qr(A)
print("Q @ R == A          :", torch.allclose(Q @ R, A, atol=1e-6))
print("Q^T Q == I          :", torch.allclose(Q.mT @ Q, torch.eye(3), atol=1e-6))
print("R is upper triangular:", torch.equal(R, R.triu()))
print("|diag(R)|           :", R.diagonal().abs())

Qc, Rc = torch.linalg.qr(A, mode="complete")
print("complete: Q is 4x4 orthogonal:", torch.allclose(Qc.mT @ Qc, torch.eye(4), atol=1e-6),
      "| last row of R is zero:", torch.equal(Rc[3], torch.zeros(3)))
