# raises: RuntimeError
import cmath
import torch

A = torch.tensor([[4.0, 1.0],
                  [2.0, 3.0]], requires_grad=True)
L, V = torch.linalg.eig(A)
v = V[:, 0].detach()
w = v * cmath.exp(0.7j)                               # same vector, other phase
Ac = A.detach().to(V.dtype)
print("w is an eigenvector   :", torch.allclose(Ac @ w, L[0].detach() * w))
print("norm of w             :", round(torch.linalg.vector_norm(w).item(), 4))

V.abs().sum().backward()                              # does not depend on the phase
print("phase-free loss grad  :\n", A.grad)
L, V = torch.linalg.eig(A)
V.imag.sum().backward()                               # depends on the phase
