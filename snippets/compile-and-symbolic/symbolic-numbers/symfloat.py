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


seen = trace(lambda n: {"n / 2": n / 2, "n / 2 * 1.5": n / 2 * 1.5, "n // 2": n // 2})
for label, value in seen.items():
    print(f"{label:<12} {type(value).__name__:<9} {value}")

try:
    trace(lambda n: {"zeros": torch.zeros(n / 2)})  # a SymFloat as a size
except TypeError as e:
    print("torch.zeros(n / 2):", type(e).__name__, "-", e)
