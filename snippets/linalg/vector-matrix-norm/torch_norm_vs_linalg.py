import torch

A = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
inf = float("inf")
print(f"{'p / ord':8} {'torch.norm':>11} {'vector_norm':>12} {'matrix_norm':>12}")
for p in (2, 1, inf, "fro", "nuc"):
    old = torch.norm(A, p=p).item()
    vec = torch.linalg.vector_norm(A, p).item() if not isinstance(p, str) else float("nan")
    mat = torch.linalg.matrix_norm(A, p).item()
    print(f"{str(p):8} {old:11.4f} {vec:12.4f} {mat:12.4f}")
print("torch.norm(A, p=2, dim=(0, 1)):", round(torch.norm(A, p=2, dim=(0, 1)).item(), 4), "(still the vector norm)")
print("torch.norm(A, p=1, dim=1):", torch.norm(A, p=1, dim=1).tolist(), "(per row, not flattened)")
