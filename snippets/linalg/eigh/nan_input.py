import torch

nan, inf = float("nan"), float("inf")
cases = {
    "2x2 with NaN": torch.tensor([[nan, 1.0], [1.0, 2.0]]),
    "2x2 with inf": torch.tensor([[inf, 1.0], [1.0, 2.0]]),
    "3x3 with NaN": torch.tensor([[nan, 1.0, 0.0], [1.0, 2.0, 1.0], [0.0, 1.0, 4.0]]),
}
for name, A in cases.items():
    try:
        print(f"{name}: eigvalsh ->", torch.linalg.eigvalsh(A))
    except RuntimeError as e:
        print(f"{name}: {type(e).__name__}: {str(e).split(' because')[0]}")
