# raises: RuntimeError
import torch

torch.flipud(torch.tensor(5))                  # needs at least 1 dimension
