# raises: RuntimeError
import torch

torch.zeros(3, 4).permute(0, 0)
