import torch
from torch import nn


class Mixture(nn.Module):
    def __init__(self, k):
        super().__init__()
        self.weights = nn.ParameterList([torch.randn(3) for _ in range(k)])  # plain tensors are wrapped

    def forward(self, x):
        return sum(x * w for w in self.weights)


m = Mixture(2)
print(m)
print("element type:", type(m.weights[0]).__name__, "| requires_grad:", m.weights[0].requires_grad)
print("names:", [n for n, _ in m.named_parameters()])
m.weights.append(nn.Parameter(torch.zeros(3)))
print("after append:", len(m.weights), "parameters,", tuple(m(torch.ones(3)).shape))
