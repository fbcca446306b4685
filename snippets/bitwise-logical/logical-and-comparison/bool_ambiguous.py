# raises: RuntimeError
import torch

a = torch.tensor([1, 2, 3])
if (a > 1).any():
    print("any() gives one bool: fine")
if a > 1:          # a 3-element bool tensor has no single truth value
    pass
