# raises: RuntimeError
import torch

torch.cat([torch.zeros(2, 3), torch.zeros(2, 4)], dim=0)
