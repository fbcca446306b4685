import torch

A = torch.tensor([[2.0, 1.0], [1.0, 2.0]])
for name in ("symeig", "eig"):
    print(f"hasattr(torch, {name!r}):", hasattr(torch, name))
    try:
        getattr(torch, name)(A, eigenvectors=True)
    except RuntimeError as e:
        print(f"torch.{name}: RuntimeError:", str(e).split("removed.")[0] + "removed.")
print("replacement torch.linalg.eigh(A):", torch.linalg.eigh(A).eigenvalues)
