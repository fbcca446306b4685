# raises: RuntimeError
import torch

x = torch.arange(12)
x.view(5, 3)
