import torch

print("batch (4,2,3) ->", tuple(torch.linalg.matrix_norm(torch.ones(4, 2, 3)).shape),
      " keepdim ->", tuple(torch.linalg.matrix_norm(torch.ones(4, 2, 3), keepdim=True).shape))
print("dim=(0, 2) of (2,3,4) ->", tuple(torch.linalg.matrix_norm(torch.ones(2, 3, 4), dim=(0, 2)).shape))
print("empty (0,3):", torch.linalg.matrix_norm(torch.empty(0, 3)).item())
print("float16, 'fro':", torch.linalg.matrix_norm(torch.ones(2, 2).half()))
print("complex64 with dtype=complex128 ->", torch.linalg.matrix_norm(torch.eye(2, dtype=torch.complex64), dtype=torch.complex128).dtype)
cases = {
    "1-D input": lambda: torch.linalg.matrix_norm(torch.ones(3)),
    "ord=3": lambda: torch.linalg.matrix_norm(torch.eye(2), 3),
    "float16 with ord=2": lambda: torch.linalg.matrix_norm(torch.ones(2, 2).half(), 2),
    "float16 with ord=2, dtype=float32": lambda: torch.linalg.matrix_norm(torch.ones(2, 2).half(), 2, dtype=torch.float32),
    "int64": lambda: torch.linalg.matrix_norm(torch.ones(2, 2, dtype=torch.int64)),
}
for name, f in cases.items():
    try:
        f()
    except RuntimeError as e:
        print(f"{name}: {e}")
