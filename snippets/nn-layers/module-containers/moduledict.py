import torch
from torch import nn


class MultiHead(nn.Module):
    def __init__(self):
        super().__init__()
        self.trunk = nn.Linear(4, 8)
        self.heads = nn.ModuleDict({"cls": nn.Linear(8, 3), "reg": nn.Linear(8, 1)})

    def forward(self, x, task):
        return self.heads[task](torch.relu(self.trunk(x)))


m = MultiHead()
x = torch.randn(2, 4)
print("cls:", tuple(m(x, "cls").shape), "| reg:", tuple(m(x, "reg").shape))
print("keys in insertion order:", list(m.heads.keys()))
print("names:", [n for n, _ in m.named_parameters()])
print("'cls' in heads:", "cls" in m.heads)
