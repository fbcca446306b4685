import torch

A = torch.tensor([[1.0, 2.0], [2.0, 4.0], [3.0, 6.0]], dtype=torch.float64, requires_grad=True)  # col 1 = 2 * col 0
Q, R = torch.qr(A)
Q.sum().backward()
print("R diagonal: %.2e, %.2e" % tuple(R.diagonal().tolist()))
print("largest |gradient|: %.1e" % A.grad.abs().max().item())
B = torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], dtype=torch.float64, requires_grad=True)  # independent
Q, R = torch.qr(B)
Q.sum().backward()
print("independent columns, largest |gradient|: %.1e" % B.grad.abs().max().item())
