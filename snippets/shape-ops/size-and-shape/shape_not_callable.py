# raises: TypeError
import torch

a = torch.zeros(5, 3)
print("a.size() works:", a.size())
a.shape()
