# raises: RuntimeError
import torch

a = torch.zeros(2, 3)
b = torch.zeros(1, 3)          # would broadcast to (2, 3), but stack does not broadcast
torch.stack((a, b))
