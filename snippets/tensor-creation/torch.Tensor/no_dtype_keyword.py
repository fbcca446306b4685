# raises: TypeError
import torch

torch.Tensor(3, 4, dtype=torch.int64)
