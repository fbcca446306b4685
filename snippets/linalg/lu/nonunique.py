import torch

A = torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.float64)
P, L, U = torch.linalg.lu(A)
print("torch's P:", P.tolist(), "U:", U.tolist())
# another valid factorisation: no row exchange at all
P2 = torch.eye(2, dtype=A.dtype)
L2 = torch.tensor([[1.0, 0.0], [3.0, 1.0]], dtype=A.dtype)
U2 = torch.tensor([[1.0, 2.0], [0.0, -2.0]], dtype=A.dtype)
print("other P:", P2.tolist(), "U:", U2.tolist())
print("both rebuild A:", torch.allclose(P @ L @ U, A), torch.equal(P2 @ L2 @ U2, A))
