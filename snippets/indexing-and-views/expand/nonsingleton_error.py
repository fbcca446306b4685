# raises: RuntimeError
import torch

x = torch.zeros(3, 2)
x.expand(3, 4)          # only size-1 dims can grow
