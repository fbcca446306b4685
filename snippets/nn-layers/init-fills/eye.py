import torch
from torch import nn
from torch.nn import init

print(init.eye_(torch.empty(2, 4)))
lin = nn.Linear(3, 3)
init.eye_(lin.weight); init.zeros_(lin.bias)
x = torch.randn(2, 3)
print("identity layer:", torch.equal(lin(x), x))
print("int64:", init.eye_(torch.empty(2, 2, dtype=torch.int64)))
