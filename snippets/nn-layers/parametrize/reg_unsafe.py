import torch
from torch import nn
from torch.nn.utils import parametrize

calls = {"forward": 0, "right_inverse": 0}
class Counted(nn.Module):
    def forward(self, X):
        calls["forward"] += 1
        return X
    def right_inverse(self, X):
        calls["right_inverse"] += 1
        return X

parametrize.register_parametrization(nn.Linear(2, 2), "weight", Counted())
print("calls during registration (unsafe=False):", calls)

class FirstRow(nn.Module):                 # changes the shape: (2, 3) -> (1, 3)
    def forward(self, X):
        return X[:1]

m = nn.Linear(3, 2)
try:
    parametrize.register_parametrization(m, "weight", FirstRow())
except ValueError as e:
    print("unsafe=False: ValueError:", str(e).splitlines()[0])
parametrize.register_parametrization(m, "weight", FirstRow(), unsafe=True)
print("unsafe=True: weight shape now", tuple(m.weight.shape))
