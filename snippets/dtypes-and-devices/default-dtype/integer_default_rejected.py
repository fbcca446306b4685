# raises: TypeError
import torch

torch.set_default_dtype(torch.int64)
