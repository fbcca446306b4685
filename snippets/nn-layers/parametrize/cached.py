import torch
from torch import nn
from torch.nn.utils import parametrize

calls = 0
class Counted(nn.Module):
    def forward(self, X):
        global calls
        calls += 1
        return X.triu() + X.triu(1).T

rnn_cell = nn.Linear(4, 4, bias=False)
parametrize.register_parametrization(rnn_cell, "weight", Counted())
h = torch.randn(1, 4)

calls = 0
for _ in range(5):                       # the weight is used 5 times
    h = torch.tanh(rnn_cell(h))
print("without cached():", calls, "computations")

calls = 0
with parametrize.cached():
    for _ in range(5):
        h = torch.tanh(rnn_cell(h))
print("with cached():", calls, "computation")

with parametrize.cached():
    before = rnn_cell.weight.clone()
    with torch.no_grad():
        rnn_cell.parametrizations.weight.original.add_(1.0)   # change the original inside the block
    print("inside cached(), weight follows the change:", not torch.equal(rnn_cell.weight, before))
print("after the block, weight follows the change:", not torch.equal(rnn_cell.weight, before))
