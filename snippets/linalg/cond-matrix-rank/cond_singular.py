import torch

S = torch.tensor([[1.0, 2.0], [2.0, 4.0]])                  # rank 1
for p in (None, 2, -2, 1, "fro"):
    print(f"p={p}: {torch.linalg.cond(S, p).item()}")
print("singular values:", torch.linalg.svdvals(S).tolist())
H = torch.tensor([[1 / (i + j + 1) for j in range(12)] for i in range(12)], dtype=torch.float64)
print("12x12 Hilbert matrix, float64: cond =", f"{torch.linalg.cond(H).item():.3e}",
      " 1/eps =", f"{1 / torch.finfo(torch.float64).eps:.3e}")
