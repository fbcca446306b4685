import torch

for eps in [1e-4, 1e-8, 0.0]:
    A = torch.tensor([[1.0, 1.0],
                      [eps, 1.0]], dtype=torch.float64, requires_grad=True)
    lam = torch.linalg.eigvals(A)
    lam[0].real.backward()
    print(f"eps={eps:g}  eigvals={lam.detach().real.tolist()}  d lam0 / d A[1,0] = {A.grad[1, 0].item():.4g}")
