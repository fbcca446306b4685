import torch

A = torch.eye(3, dtype=torch.float64, requires_grad=True)   # singular value 1, three times
U, S, Vh = torch.linalg.svd(A)
(U ** 2)[0, 0].backward()
print("repeated singular values, grad through U:\n", A.grad)
A.grad = None
torch.linalg.svdvals(A).sum().backward()
print("same matrix, grad through svdvals:\n", A.grad)

W = torch.tensor([[0.5, 0.8], [0.2, 0.9], [0.7, 0.1]], dtype=torch.float64)
B = torch.tensor([[1.0, 2.0], [0.5, 1.0], [3.0, 1.0]], dtype=torch.float64)
for t in [1e-1, 1e-3, 1e-6, 0.0]:                    # 3x2, second column -> 2 * first column
    A = torch.stack([B[:, 0], 2 * B[:, 0] + t * B[:, 1]], dim=1).requires_grad_()
    U, S, Vh = torch.linalg.svd(A, full_matrices=False)
    (U ** 2 * W).sum().backward()
    print(f"smallest singular value {S[1].item():.1e}: largest |grad| = {A.grad.abs().max().item():.3g}")
