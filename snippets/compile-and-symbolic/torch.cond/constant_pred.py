# timeout: 120
import warnings

import torch


class ByLength(torch.nn.Module):
    def forward(self, x):
        return torch.cond(x.shape[0] > 4, lambda t: t.cos(), lambda t: t.sin(), (x,))


with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    static = torch.export.export(ByLength(), (torch.zeros(3),))
print(w[0].category.__name__, str(w[0].message).split(". ")[0])
print("static size, ops kept:", [n.name for n in static.graph.nodes if n.op == "call_function"])

n = torch.export.Dim("n", min=2, max=100)
dynamic = torch.export.export(ByLength(), (torch.zeros(3),), dynamic_shapes={"x": {0: n}})
print("dynamic size, ops kept:", [n.name for n in dynamic.graph.nodes if n.op == "call_function"])
print("length 6 -> cos(0):", dynamic.module()(torch.zeros(6))[:2], "| length 3 -> sin(0):", dynamic.module()(torch.zeros(3))[:2])
