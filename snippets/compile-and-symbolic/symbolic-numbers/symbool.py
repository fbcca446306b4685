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


seen = trace(lambda n: {"n > 3": n > 3, "(n > 3) & (n < 10)": (n > 3) & (n < 10), "(n > 3) | (n == 2)": (n > 3) | (n == 2)})
for label, value in seen.items():
    print(f"{label:<20} {type(value).__name__:<8} {value}")


class Branchy(torch.nn.Module):
    def forward(self, x):
        n = x.shape[0]
        if (n > 3) and (n < 10):  # `and` and `if` need a real bool: guard
            return x + 1
        return x - 1


try:
    torch.export.export(Branchy(), (torch.zeros(5),),
                        dynamic_shapes={"x": {0: torch.export.Dim("n", min=2, max=64)}})
except Exception as e:
    print("if/and on a SymBool:", type(e).__name__, "-", str(e).splitlines()[0])
