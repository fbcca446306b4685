# raises: IndexError
import torch

x = torch.arange(12).reshape(3, 4)
x.select(1, 4)
