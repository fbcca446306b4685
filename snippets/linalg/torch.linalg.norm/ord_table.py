import torch

A = torch.tensor([[1.0, -2.0],
                  [3.0, 4.0]])
v = torch.tensor([3.0, -4.0, 0.0])
inf = float("inf")

print("| ord | matrix A | vector v |")
print("|---|---|---|")
for ord in [None, "fro", "nuc", inf, -inf, 0, 1, -1, 2, -2, 3]:
    try:
        m = f"{torch.linalg.norm(A, ord=ord).item():.4f}"
    except RuntimeError:
        m = "error"
    try:
        vv = f"{torch.linalg.norm(v, ord=ord).item():.4f}"
    except RuntimeError:
        vv = "error"
    print(f"| `{ord}` | {m} | {vv} |")
