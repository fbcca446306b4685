import torch
from torch import nn
from torch.nn.utils import parametrize

class Double(nn.Module):
    def forward(self, X):
        return 2 * X

def build():
    torch.manual_seed(0)
    lin = nn.Linear(2, 2)
    parametrize.register_parametrization(lin, "weight", Double())
    return lin

a = build(); current = a.weight.detach().clone(); original = a.parametrizations.weight.original.detach().clone()
parametrize.remove_parametrizations(a, "weight")                     # leave_parametrized=True
print("leave_parametrized=True:", type(a).__name__, "weight == parametrized value:", torch.equal(a.weight, current))
b = build()
parametrize.remove_parametrizations(b, "weight", leave_parametrized=False)
print("leave_parametrized=False: weight == original:", torch.equal(b.weight, original))
print("type:", type(b.weight).__name__, " is_parametrized:", parametrize.is_parametrized(b))
