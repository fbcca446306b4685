# raises: RuntimeError
import torch

torch.zeros(2, 3).reshape(-1, -1)
