import torch

x = torch.arange(24.0).reshape(2, 3, 4)
cases = {
    "dim=-1, ord='fro'": dict(dim=-1, ord="fro"),
    "dim=-1, ord=3": dict(dim=-1, ord=3),
    "dim=(-2, -1), ord=3": dict(dim=(-2, -1), ord=3),
    "dim=(-2, -1), ord='nuc'": dict(dim=(-2, -1), ord="nuc"),
}
for name, kw in cases.items():
    try:
        print(f"{name:24}: shape {tuple(torch.linalg.norm(x, **kw).shape)}")
    except RuntimeError as e:
        print(f"{name:24}: RuntimeError: {e}")
