import torch

Z = torch.tensor([[1.0, 2 - 1j], [2 + 1j, -3.0]], dtype=torch.complex128)   # Hermitian, not symmetric
b = torch.tensor([[1.0], [1j]], dtype=torch.complex128)
for h in (False, True):
    LD, pivots = torch.linalg.ldl_factor(Z, hermitian=h)
    x = torch.linalg.ldl_solve(LD, pivots, b, hermitian=h)
    print(f"hermitian={h}: residual {torch.linalg.norm(Z @ x - b).item():.2e}")
LD, pivots = torch.linalg.ldl_factor(Z, hermitian=True)
x = torch.linalg.ldl_solve(LD, pivots, b)             # forgot hermitian=True here
print(f"factor hermitian=True, solve default: residual {torch.linalg.norm(Z @ x - b).item():.2e}")
