# raises: TypeError
import torch

f = torch.tensor([1.0, 0.0])
~f
