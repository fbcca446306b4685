import torch

A = torch.tensor([[2.0, 1.0],
                  [1.0, 3.0],
                  [2.0, 0.0]], dtype=torch.float64)
a0, tau0 = torch.geqrf(A)
C = torch.tensor([[1.0], [2.0], [3.0]], dtype=torch.float64)
a = a0.clone().requires_grad_()
tau = tau0.clone().requires_grad_()
torch.ormqr(a, tau, C).sum().backward()
a2 = a0.clone().requires_grad_()
tau2 = tau0.clone().requires_grad_()
Q = torch.linalg.householder_product(torch.cat([a2, torch.zeros(3, 1, dtype=A.dtype)], 1),
                                     torch.cat([tau2, torch.zeros(1, dtype=A.dtype)]))
(Q @ C).sum().backward()
print("grad a   matches the explicit-Q route:", torch.allclose(a.grad, a2.grad))
print("grad tau matches the explicit-Q route:", torch.allclose(tau.grad, tau2.grad))
