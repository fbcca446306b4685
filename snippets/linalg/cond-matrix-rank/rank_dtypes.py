import torch

H = torch.tensor([[1 / (i + j + 1) for j in range(12)] for i in range(12)], dtype=torch.float64)
print("12x12 Hilbert (invertible): float64 rank", torch.linalg.matrix_rank(H).item(),
      " float32 rank", torch.linalg.matrix_rank(H.float()).item())
for name, X in {"int64": torch.eye(2, dtype=torch.int64), "float16": torch.eye(2).half(),
                "NaN entry": torch.tensor([[1.0, float("nan")], [0.0, 1.0]])}.items():
    try:
        torch.linalg.matrix_rank(X)
    except RuntimeError as e:
        print(f"{name}: {type(e).__name__}: {e}")
