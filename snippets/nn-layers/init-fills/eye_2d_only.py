# raises: ValueError
import torch
from torch.nn import init

init.eye_(torch.empty(2, 2, 2))
