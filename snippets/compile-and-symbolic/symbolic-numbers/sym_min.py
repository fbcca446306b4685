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


print("plain: sym_min(2, 5) =", torch.sym_min(2, 5), "| sym_min(2, 5.0) =", torch.sym_min(2, 5.0),
      "| builtins min(2, 5.0) =", min(2, 5.0))
seen = trace(lambda n: {"sym_min(n, 4)": torch.sym_min(n, 4), "sym_min(n, 4) * 2": torch.sym_min(n, 4) * 2})
for label, value in seen.items():
    print(f"{label}: {type(value).__name__} {value}")
