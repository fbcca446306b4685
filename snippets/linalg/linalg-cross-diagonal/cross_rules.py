import torch

cases = {
    "(4,3) with (3,)": lambda: torch.linalg.cross(torch.randn(4, 3), torch.randn(3)),
    "length 2": lambda: torch.linalg.cross(torch.randn(2), torch.randn(2)),
    "int64 with float32": lambda: torch.linalg.cross(torch.tensor([1, 0, 0]), torch.tensor([0.0, 1.0, 0.0])),
}
for name, f in cases.items():
    try:
        f()
    except RuntimeError as e:
        print(f"{name}: {e}")
print("(4,3) with (3,)[None] works:", tuple(torch.linalg.cross(torch.randn(4, 3), torch.randn(3)[None]).shape))
