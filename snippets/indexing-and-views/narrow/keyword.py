# raises: TypeError
import torch

x = torch.arange(1, 10).reshape(3, 3)
print("dim=1:", x.narrow(dim=1, start=0, length=2).tolist())
x.narrow(dimension=1, start=0, length=2)                  # the docstring's name
