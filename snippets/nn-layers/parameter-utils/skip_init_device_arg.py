# raises: RuntimeError
import torch
from torch import nn
from torch.nn.utils import skip_init

class Mine(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.w = nn.Parameter(torch.randn(n))

class MineWithDevice(nn.Module):
    def __init__(self, n, device=None):
        super().__init__()
        self.w = nn.Parameter(torch.empty(n, device=device))

print("with a device argument:", skip_init(MineWithDevice, 3).w.shape)
skip_init(Mine, 3)
