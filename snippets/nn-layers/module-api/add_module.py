import torch
from torch import nn


class Stack(nn.Module):
    def __init__(self, widths):
        super().__init__()
        for i, (a, b) in enumerate(zip(widths, widths[1:])):
            self.add_module(f"fc{i}", nn.Linear(a, b))  # same as setattr(self, f"fc{i}", ...)

    def forward(self, x):
        for layer in self.children():
            x = layer(x)
        return x


m = Stack([4, 8, 8, 2])
print(m)
print("attribute access works:", m.fc1)
print(m(torch.randn(3, 4)).shape)
m.add_module("fc0", nn.Identity())  # same name: replaces the old child
print("fc0 is now:", m.fc0)
