import torch

A = torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.float64)
s = torch.linalg.svdvals(A)
Ainv = torch.linalg.inv(A)
print("cond(A) (p=None):", torch.linalg.cond(A).item(), " sigma_max/sigma_min:", (s[0] / s[-1]).item())
print("p=-2:", torch.linalg.cond(A, -2).item(), " sigma_min/sigma_max:", (s[-1] / s[0]).item())
for p in ("fro", "nuc", 1, float("inf")):
    by_hand = torch.linalg.matrix_norm(A, p) * torch.linalg.matrix_norm(Ainv, p)
    print(f"p={p}: cond={torch.linalg.cond(A, p).item():.6f}  ||A||*||A^-1||={by_hand.item():.6f}")
t = torch.tensor(0.7, dtype=torch.float64)
Q = torch.stack([torch.stack([t.cos(), -t.sin()]), torch.stack([t.sin(), t.cos()])])   # a rotation
print("rotation matrix: cond =", torch.linalg.cond(Q).item())
