import torch

A = torch.randn(2, 3, 4)
cases = {
    "batch sizes 2 and 1 (no broadcasting)": lambda: torch.bmm(A, torch.randn(1, 4, 5)),
    "2-D inputs": lambda: torch.bmm(A[0], torch.randn(4, 5)),
    "float32 with float64": lambda: torch.bmm(A, torch.randn(2, 4, 5, dtype=torch.float64)),
    "bool": lambda: torch.bmm(torch.ones(1, 2, 2, dtype=torch.bool), torch.ones(1, 2, 2, dtype=torch.bool)),
    "out_dtype=float32 on CPU": lambda: torch.bmm(A.half(), torch.randn(2, 4, 5).half(), torch.float32),
}
for name, f in cases.items():
    try:
        f()
    except (RuntimeError, NotImplementedError) as e:
        print(f"{name}: {type(e).__name__}: {str(e).splitlines()[0][:110]}")
print("matmul broadcasts the batch:", tuple(torch.matmul(A, torch.randn(1, 4, 5)).shape))
