# raises: RuntimeError
import torch

torch.broadcast_tensors(torch.zeros(2), torch.zeros(3))
