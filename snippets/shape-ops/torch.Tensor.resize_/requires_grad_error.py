# raises: RuntimeError
import torch

w = torch.zeros(2, 3, requires_grad=True)
w.resize_(6)
