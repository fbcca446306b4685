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


print("plain: sym_max(2, 5) =", torch.sym_max(2, 5), "| sym_max(5, 2.0) =", torch.sym_max(5, 2.0),
      "| builtins max(5, 2.0) =", max(5, 2.0))
seen = trace(lambda n: {"sym_max(n, 4)": torch.sym_max(n, 4)})
for label, value in seen.items():
    print(f"{label}: {type(value).__name__} {value}")
try:
    torch.sym_max(torch.tensor(1), 2)
except AssertionError as e:
    print("tensor argument:", type(e).__name__, "-", e)
