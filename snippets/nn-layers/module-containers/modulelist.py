import torch
from torch import nn


class Residual(nn.Module):
    def __init__(self, depth):
        super().__init__()
        self.blocks = nn.ModuleList([nn.Linear(8, 8) for _ in range(depth)])

    def forward(self, x):
        for block in self.blocks:  # you write the loop: ModuleList has no forward
            x = x + torch.relu(block(x))
        return x


m = Residual(2)
m.blocks.append(nn.Linear(8, 8))
print(m)
print("output:", tuple(m(torch.randn(5, 8)).shape))
print("names:", [n for n, _ in m.named_parameters()][:4], "...")
print("blocks[-1]:", m.blocks[-1], "| slice type:", type(m.blocks[:2]).__name__)
