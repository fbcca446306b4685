import torch
from torch import nn
from torch.nn.utils import parametrize

class Symmetric(nn.Module):
    def forward(self, X):
        return X.triu() + X.triu(1).transpose(-1, -2)

layer = nn.Linear(3, 3)
parametrize.register_parametrization(layer, "weight", Symmetric())
print("class:", type(layer).__name__)
print("parameters:", [n for n, _ in layer.named_parameters()])
W = layer.weight
print("weight is symmetric:", torch.equal(W, W.T))
print("weight computed from original:", torch.equal(W, Symmetric()(layer.parametrizations.weight.original)))

opt = torch.optim.SGD(layer.parameters(), lr=0.5)
layer(torch.randn(8, 3)).pow(2).sum().backward()
opt.step()
print("still symmetric after a training step:", torch.equal(layer.weight, layer.weight.T))
