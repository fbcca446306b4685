# raises: RuntimeError
import cmath
import torch

A = torch.tensor([[3.0, 2.0, 2.0],
                  [2.0, 3.0, -2.0]])
U, S, Vh = torch.linalg.svd(A, full_matrices=False)
U2, Vh2 = U.clone(), Vh.clone()
U2[:, 0] *= -1                                       # flip one pair of singular vectors
Vh2[0, :] *= -1
print("flipped pair still rebuilds A:", torch.allclose(U2 @ torch.diag(S) @ Vh2, A, atol=1e-5))

C = torch.tensor([[1 + 1j, 2.0], [0.0, 3j]], requires_grad=True)
U, S, Vh = torch.linalg.svd(C)
p = cmath.exp(0.7j)                                  # a complex phase on the first pair
U3, Vh3 = U.detach().clone(), Vh.detach().clone()
U3[:, 0] *= p
Vh3[0, :] *= p.conjugate()
print("phase-shifted pair rebuilds C:", torch.allclose(U3 @ torch.diag(S.detach()).to(C.dtype) @ Vh3, C.detach(), atol=1e-5))
U.imag.sum().backward()                              # a loss that depends on the phase
