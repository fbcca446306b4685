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


print("plain: sym_not(True) =", torch.sym_not(True), "| sym_not(False) =", torch.sym_not(False))
seen = trace(lambda n: {"sym_not(n > 3)": torch.sym_not(n > 3)})
for label, value in seen.items():
    print(f"{label}: {type(value).__name__} {value}")
