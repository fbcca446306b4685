import torch

A = torch.tensor([[1.0, -2.0],
                  [3.0, 4.0]])
inf = float("inf")

print("| call | torch.norm | torch.linalg.norm | linalg.vector_norm(flat) |")
print("|---|---|---|---|")
for p in [None, 1, 2, inf]:
    old = torch.norm(A) if p is None else torch.norm(A, p=p)
    new = torch.linalg.norm(A) if p is None else torch.linalg.norm(A, ord=p)
    vec = torch.linalg.vector_norm(A, ord=2 if p is None else p)
    label = "default" if p is None else f"p / ord = {p}"
    print(f"| {label} | {old.item():.4f} | {new.item():.4f} | {vec.item():.4f} |")
