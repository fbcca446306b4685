import torch

M = torch.tensor([[2.0, 1.0], [1.0, 3.0]], dtype=torch.float64)
print("2-D, ind=1 equals inv:", torch.allclose(torch.linalg.tensorinv(M, ind=1), torch.linalg.inv(M)))
cases = {
    "prod(4,6)=24 vs prod(5,3)=15": lambda: torch.linalg.tensorinv(torch.randn(4, 6, 5, 3), ind=2),
    "singular (all zeros)": lambda: torch.linalg.tensorinv(torch.zeros(2, 2, 2, 2), ind=2),
    "int64": lambda: torch.linalg.tensorinv(torch.eye(4, dtype=torch.int64).reshape(2, 2, 2, 2), ind=2),
}
for name, f in cases.items():
    try:
        f()
    except RuntimeError as e:
        print(f"{name}: {type(e).__name__}: {e}")
