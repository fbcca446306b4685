# raises: IndexError
import torch

torch.unbind(torch.tensor(5.0))                   # nothing to unbind
