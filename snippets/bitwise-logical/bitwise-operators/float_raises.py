# raises: NotImplementedError
import torch

f = torch.tensor([1.0, 2.0])
f & f
