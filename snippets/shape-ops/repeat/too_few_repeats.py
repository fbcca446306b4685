# raises: RuntimeError
import torch

torch.zeros(2, 3).repeat(2)                     # one repeat count for a 2-D tensor
