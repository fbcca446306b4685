# raises: ValueError
import torch

t = torch.arange(4)
print("t.flip(0):", t.flip(0))
t[::-1]                                         # torch has no negative strides
