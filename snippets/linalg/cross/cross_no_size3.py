# raises: RuntimeError
import torch

torch.cross(torch.zeros(2, 4), torch.zeros(2, 4))   # no dimension of size 3
