import torch

t = torch.tensor([0.0, 1.0, 2.0, 3.0], dtype=torch.float64)
A = torch.stack([torch.ones_like(t), t], dim=1)
y = torch.tensor([[1.0], [2.9], [5.1], [7.0]], dtype=torch.float64)
a, tau = torch.geqrf(A)
Qt_y = torch.ormqr(a, tau, y, transpose=True)            # Q^T y without forming Q
x = torch.linalg.solve_triangular(a[:2].triu(), Qt_y[:2], upper=True)
print("x from geqrf + ormqr + solve_triangular:", x.flatten())
print("same as lstsq(driver='gels'):", torch.allclose(x, torch.linalg.lstsq(A, y, driver="gels").solution))
