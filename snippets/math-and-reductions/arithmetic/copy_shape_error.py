# raises: RuntimeError
import torch

dst = torch.zeros(2)
dst.copy_(torch.ones(3))      # (3,) cannot broadcast to (2,)
