import torch

A = torch.tensor([[2.0, 1.0], [1.0, 3.0]])
b = torch.tensor([[1.0], [2.0]])
for name in ("solve", "lstsq"):
    f = getattr(torch, name)
    print(f"hasattr(torch, {name!r}):", hasattr(torch, name))
    try:
        f(b, A)
    except RuntimeError as e:
        print(f"torch.{name}(b, A): RuntimeError:", str(e).split("removed.")[0] + "removed.")
print("torch.linalg.solve(A, b):", torch.linalg.solve(A, b).flatten())
