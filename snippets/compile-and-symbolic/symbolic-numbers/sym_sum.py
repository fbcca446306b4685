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


print("plain: sym_sum([1, 2, 3]) =", torch.sym_sum([1, 2, 3]), "| sym_sum(1, 2, 3) =", torch.sym_sum(1, 2, 3),
      "| sym_sum([]) =", torch.sym_sum([]), "| sym_sum([1, 2.5]) =", torch.sym_sum([1, 2.5]))
seen = trace(lambda n: {"sym_sum([n, n, n, 1])": torch.sym_sum([n, n, n, 1]), "n + n + n + 1": n + n + n + 1})
for label, value in seen.items():
    print(f"{label}: {type(value).__name__} {value}")
