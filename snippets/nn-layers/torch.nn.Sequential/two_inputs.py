# raises: TypeError
import torch
from torch import nn


class Add(nn.Module):
    def forward(self, a, b):
        return a + b


model = nn.Sequential(Add(), nn.ReLU())
model(torch.ones(2), torch.ones(2))  # Sequential passes exactly one value along
