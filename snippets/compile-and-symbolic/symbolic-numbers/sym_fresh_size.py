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


print("plain: sym_fresh_size(6) =", torch.sym_fresh_size(6), "| type:", type(torch.sym_fresh_size(6)).__name__)
seen = trace(lambda n: {"n * 2": n * 2, "sym_fresh_size(n * 2)": torch.sym_fresh_size(n * 2)})
for label, value in seen.items():
    print(f"{label}: {type(value).__name__} {value}")
