# timeout: 120
import torch


def gate(x):
    return torch.cond(x.sum() > 0, lambda t: t.cos(), lambda t: t.sin(), (x,))


compiled = torch.compile(gate, backend="eager", fullgraph=True)
for x in (torch.tensor([1.0, 2.0]), torch.tensor([-1.0, -2.0])):
    print("input:", x, "-> compiled:", compiled(x), "| eager:", gate(x))
