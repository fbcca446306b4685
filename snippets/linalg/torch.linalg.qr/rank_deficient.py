import torch

A = torch.tensor([[1.0, 2.0, 3.0],
                  [2.0, 4.0, 1.0],
                  [3.0, 6.0, 2.0],
                  [4.0, 8.0, 0.0]], dtype=torch.float64, requires_grad=True)   # column 1 = 2 * column 0
Q, R = torch.linalg.qr(A)                             # no error
print("diag(R)        :", R.diagonal().detach())
print("Q @ R == A     :", torch.allclose(Q @ R, A))
print("Q^T Q == I     :", torch.allclose(Q.mT @ Q, torch.eye(3, dtype=A.dtype)))
Q.sum().backward()
print("largest |grad| :", f"{A.grad.abs().max().item():.3g}")
