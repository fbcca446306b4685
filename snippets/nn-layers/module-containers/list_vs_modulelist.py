import torch
from torch import nn


class PlainList(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = [nn.Linear(4, 4) for _ in range(3)]  # invisible to the Module


class Registered(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList(nn.Linear(4, 4) for _ in range(3))


for cls in (PlainList, Registered):
    m = cls().to(torch.float64)
    print(f"{cls.__name__:>10}: {len(list(m.parameters()))} parameters,"
          f" layer dtype {m.layers[0].weight.dtype}, state_dict keys {len(m.state_dict())}")
