# raises: RuntimeError
import torch

torch.adjoint(torch.arange(3.0))                     # needs at least 2 dimensions
