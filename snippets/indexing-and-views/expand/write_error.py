# raises: RuntimeError
import torch

e = torch.zeros(3, 1).expand(3, 4)
print("stride:", e.stride())
e.add_(1)       # one storage element would be written by 4 output elements
