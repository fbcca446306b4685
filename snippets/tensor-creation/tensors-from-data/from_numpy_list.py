# raises: TypeError
import torch

torch.from_numpy([1.0, 2.0, 3.0])
