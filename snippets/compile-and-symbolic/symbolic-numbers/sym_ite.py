# timeout: 120
import torch


def trace(fn):
    """Export a tiny module with a dynamic first dimension and return what fn saw."""
    seen = {}

    class Probe(torch.nn.Module):
        def forward(self, x):
            seen.update(fn(x.shape[0]))
            return x + 1

    n = torch.export.Dim("n", min=2, max=64)
    torch.export.export(Probe(), (torch.zeros(5),), dynamic_shapes={"x": {0: n}})
    return seen


print("plain: sym_ite(True, 1, 2) =", torch.sym_ite(True, 1, 2), "| sym_ite(False, 1, 2) =", torch.sym_ite(False, 1, 2))
seen = trace(lambda n: {"sym_ite(n > 3, n * 2, n + 1)": torch.sym_ite(n > 3, n * 2, n + 1)})
for label, value in seen.items():
    print(f"{label}: {type(value).__name__} {value}")
for args in ((True, 1, 2.0), (1, 1, 2)):
    try:
        torch.sym_ite(*args)
    except AssertionError as e:
        print(f"sym_ite{args}: AssertionError - {e}")
