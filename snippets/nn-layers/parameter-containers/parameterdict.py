import torch
from torch import nn


class Affine(nn.Module):
    def __init__(self):
        super().__init__()
        self.p = nn.ParameterDict({"scale": torch.ones(2), "shift": torch.zeros(2)})

    def forward(self, x):
        return x * self.p["scale"] + self.p["shift"]


m = Affine()
print("names:", [n for n, _ in m.named_parameters()])
print("state_dict:", dict(m.state_dict()))
m.p["extra"] = nn.Parameter(torch.ones(1))
print("keys:", list(m.p.keys()), "| type:", type(m.p["scale"]).__name__)
