import torch
from torch import nn
from torch.nn.utils import parametrize

class Double(nn.Module):
    def forward(self, X):
        return 2 * X

class AddOne(nn.Module):
    def forward(self, X):
        return X + 1

lin = nn.Linear(2, 2)
parametrize.register_parametrization(lin, "weight", Double())
parametrize.register_parametrization(lin, "weight", AddOne())     # chained: AddOne(Double(original))
plist = lin.parametrizations.weight
print(type(plist).__name__, "length", len(plist), [type(p).__name__ for p in plist])
X = plist.original
print("weight == 2 * original + 1:", torch.equal(lin.weight, 2 * X + 1))
print("same as calling the list:", torch.equal(lin.weight, plist()))
