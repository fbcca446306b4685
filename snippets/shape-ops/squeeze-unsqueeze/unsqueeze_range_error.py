# raises: IndexError
import torch

v = torch.arange(3)                           # 1-D: valid dims are -2 .. 1
v.unsqueeze(2)
