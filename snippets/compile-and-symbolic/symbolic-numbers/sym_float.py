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


print("plain:", torch.sym_float(3), torch.sym_float(2.5), "| type:", type(torch.sym_float(3)).__name__)
seen = trace(lambda n: {"sym_float(n)": torch.sym_float(n)})
for label, value in seen.items():
    print(f"{label}: {type(value).__name__} {value}")
try:
    trace(lambda n: {"float(n)": float(n)})  # the builtin needs a concrete number
except Exception as e:
    print("float(n):", type(e).__name__, "-", str(e).splitlines()[0])
