import torch

A = torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], dtype=torch.float64)
X = A.clone().requires_grad_()
torch.svd(X, compute_uv=False).S.sum().backward()
Y = A.clone().requires_grad_()
torch.svd(Y).S.sum().backward()
print("grad of S.sum() with compute_uv=False:", [round(v, 4) for v in X.grad.flatten().tolist()])
print("equals the one with compute_uv=True:", torch.allclose(X.grad, Y.grad))
Z = A.clone().requires_grad_()
U, S, V = torch.svd(Z, some=False)
U[:, 2:].sum().backward()                       # only the extra column of the full U
print("gradient from U[:, 2:] (some=False):", Z.grad.abs().max().item())
I = torch.eye(3, dtype=torch.float64, requires_grad=True)   # singular value 1, three times
U, S, V = torch.svd(I)
U.sum().backward()
print("repeated singular values, gradient through U:", I.grad[0].tolist())
