import torch
from torch import nn
from torch.nn.utils import parametrize

class RankOne(nn.Module):
    def forward(self, x, y):
        return x.unsqueeze(-1) @ y.unsqueeze(-2)          # outer product
    def right_inverse(self, Z):
        return Z[:, 0], Z[0]                               # two tensors -> two parameters

lin = nn.Linear(3, 4)
parametrize.register_parametrization(lin, "weight", RankOne())
print("parameters:", [(n, tuple(p.shape)) for n, p in lin.named_parameters()])
print("rank of weight:", torch.linalg.matrix_rank(lin.weight).item())
