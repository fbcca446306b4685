import torch
from torch import nn


class Scale(nn.Module):
    def __init__(self):
        super().__init__()
        self.gain = nn.Parameter(torch.ones(3))   # registered
        self.offset = torch.zeros(3)              # plain tensor: not registered
        self.register_buffer("steps", torch.tensor(0))  # state, not trained

    def forward(self, x):
        return x * self.gain + self.offset


m = Scale()
print("parameters:", [n for n, _ in m.named_parameters()])
print("buffers:   ", [n for n, _ in m.named_buffers()])
print("state_dict:", list(m.state_dict()))
m.to(torch.float64)
print("after .to(float64): gain", m.gain.dtype, "| offset", m.offset.dtype)
