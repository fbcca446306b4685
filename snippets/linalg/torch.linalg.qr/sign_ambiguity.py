import torch

A = torch.tensor([[1.0, 2.0, 0.0],
                  [0.0, 1.0, 1.0],
                  [1.0, 0.0, 1.0],
                  [1.0, 1.0, 1.0]])
Q, R = torch.linalg.qr(A)
print("diag(R) from qr   :", R.diagonal())

# flip the sign of column j of Q and row j of R: still a valid QR of A
D = torch.diag(torch.tensor([-1.0, 1.0, -1.0]))
Q2, R2 = Q @ D, D @ R
print("Q2 @ R2 == A       :", torch.allclose(Q2 @ R2, A, atol=1e-6))
print("R2 upper triangular:", torch.equal(R2, R2.triu()))
print("same factors?      :", torch.allclose(Q, Q2))

# normalise to a positive diagonal of R if you need a unique answer
s = torch.sign(R.diagonal())
Qp, Rp = Q * s, s.unsqueeze(-1) * R
print("positive diag(R)   :", Rp.diagonal(), "| still A:", torch.allclose(Qp @ Rp, A, atol=1e-6))
