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


seen = trace(lambda n: {
    "n": n,
    "n * 2 + 1": n * 2 + 1,
    "isinstance(n, int)": isinstance(n, int),
    "isinstance(n, torch.SymInt)": isinstance(n, torch.SymInt),
})
for label, value in seen.items():
    print(f"{label:<28} {type(value).__name__:<8} {value}")
