import torch

X = torch.arange(6.0).reshape(2, 3)
print("dim=None flattens:", torch.linalg.vector_norm(X).item(), " = norm of 0..5:", torch.arange(6.0).pow(2).sum().sqrt().item())
print("dim=1:", torch.linalg.vector_norm(X, dim=1).tolist(), " keepdim shape:", tuple(torch.linalg.vector_norm(X, dim=1, keepdim=True).shape))
print("dim=(1, 2) of (2,3,4):", tuple(torch.linalg.vector_norm(torch.ones(2, 3, 4), dim=(1, 2)).shape))
print("0-d:", torch.linalg.vector_norm(torch.tensor(-3.0)).item(), " empty, ord=2:", torch.linalg.vector_norm(torch.empty(0)).item())
print("empty, ord=0:", torch.linalg.vector_norm(torch.empty(0), 0).item())
print("complex [3+4j] ->", torch.linalg.vector_norm(torch.tensor([3 + 4j])))
print("complex64 with dtype=complex128 ->", torch.linalg.vector_norm(torch.tensor([3 + 4j]), dtype=torch.complex128).dtype)
for name, f in {"empty with ord=inf": lambda: torch.linalg.vector_norm(torch.empty(0), float("inf")),
                "empty with ord=-1": lambda: torch.linalg.vector_norm(torch.empty(0), -1),
                "complex64 with dtype=float64": lambda: torch.linalg.vector_norm(torch.tensor([3 + 4j]), dtype=torch.float64),
                "int64": lambda: torch.linalg.vector_norm(torch.tensor([3, 4]))}.items():
    try:
        f()
    except RuntimeError as e:
        print(f"{name}: {e}")
