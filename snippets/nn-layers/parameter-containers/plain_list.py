import torch
from torch import nn


class Forgot(nn.Module):
    def __init__(self):
        super().__init__()
        self.ws = [nn.Parameter(torch.ones(2)) for _ in range(2)]  # a Python list hides them


print("registered parameters:", len(list(Forgot().parameters())))
opt_params = list(Forgot().parameters())
print("an optimizer built from model.parameters() would get:", opt_params)
