import torch
import torch.nn.functional as F
from torch import nn


class Plain(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = torch.randn(3, 4, requires_grad=True)  # a plain tensor attribute

    def forward(self, x):
        return F.linear(x, self.w)


class Registered(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.randn(3, 4))  # registered with the module

    def forward(self, x):
        return F.linear(x, self.w)


print("Plain parameters:     ", [n for n, _ in Plain().named_parameters()],
      "| state_dict keys:", list(Plain().state_dict()))
print("Registered parameters:", [n for n, _ in Registered().named_parameters()],
      "| state_dict keys:", list(Registered().state_dict()))
