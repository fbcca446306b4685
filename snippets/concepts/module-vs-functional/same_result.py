import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
x = torch.randn(2, 4)

print("nn.ReLU()(x) == F.relu(x):", torch.equal(nn.ReLU()(x), F.relu(x)))

layer = nn.Linear(4, 3)  # the module creates and owns weight and bias
print("Linear parameters:", [(n, tuple(p.shape)) for n, p in layer.named_parameters()])
print("layer(x) == F.linear(x, layer.weight, layer.bias):",
      torch.equal(layer(x), F.linear(x, layer.weight, layer.bias)))
print("nn.ReLU has parameters:", len(list(nn.ReLU().parameters())))
