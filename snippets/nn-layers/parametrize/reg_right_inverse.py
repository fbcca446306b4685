import torch
from torch import nn
from torch.nn.utils import parametrize

class Symmetric(nn.Module):
    def forward(self, X):
        return X.triu() + X.triu(1).transpose(-1, -2)
    def right_inverse(self, A):          # any X with forward(X) == A for symmetric A
        return A.triu()

layer = nn.Linear(3, 3)
parametrize.register_parametrization(layer, "weight", Symmetric())
S = torch.tensor([[1.0, 2.0, 3.0], [2.0, 4.0, 5.0], [3.0, 5.0, 6.0]])
layer.weight = S                          # assignment goes through right_inverse
print("original now:", layer.parametrizations.weight.original)
print("weight == S:", torch.equal(layer.weight, S))

N = torch.arange(9.0).reshape(3, 3)       # not symmetric: forward(right_inverse(N)) != N
layer.weight = N
print("assigned a non-symmetric matrix, weight == N:", torch.equal(layer.weight, N))
print(layer.weight)
