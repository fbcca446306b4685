import torch

a = torch.tensor([[7.0], [1.0]], dtype=torch.float64)   # reflector v = (1, 1), ||v||^2 = 2
w = torch.tensor([[1.0], [2.0]], dtype=torch.float64)
for t in (1.0, 0.5):                                      # 0.5 = 1 / ||v||^2
    A = a.clone().requires_grad_()
    tau = torch.tensor([t], dtype=torch.float64, requires_grad=True)
    H = torch.linalg.householder_product(A, tau)
    (H * w).sum().backward()
    print(f"tau={t}: H[:, 0] = {H.detach().flatten().tolist()} | grad A {A.grad.flatten().tolist()} | grad tau {tau.grad.tolist()}")
A = torch.randn(5, 3, dtype=torch.float64)
g, taus = torch.geqrf(A)
for i in range(3):                                        # what geqrf itself produces
    v = torch.cat([torch.zeros(i, dtype=A.dtype), torch.ones(1, dtype=A.dtype), g[i + 1:, i]])
    print(f"geqrf reflector {i}: 1 - tau * ||v||^2 = {(1 - taus[i] * (v @ v)).item():+.4f}")
