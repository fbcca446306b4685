import torch

print("batch (2,3) ->", tuple(torch.linalg.vander(torch.randn(2, 3)).shape))
r = torch.linalg.vander(torch.tensor([10], dtype=torch.int32), N=11)
print("int32 input -> dtype", r.dtype, " last column:", r[0, -1].item())
print("complex:", torch.linalg.vander(torch.tensor([1j]), N=4))
for name, f in {"N=1": lambda: torch.linalg.vander(torch.tensor([1.0, 2.0]), N=1),
                "0-d x": lambda: torch.linalg.vander(torch.tensor(2.0))}.items():
    try:
        f()
    except RuntimeError as e:
        print(f"{name}: {e}")
for n in (5, 10, 20):
    V = torch.linalg.vander(torch.linspace(0, 1, n, dtype=torch.float64))
    print(f"cond of the {n}x{n} Vandermonde matrix on [0, 1]: {torch.linalg.cond(V).item():.2e}")
