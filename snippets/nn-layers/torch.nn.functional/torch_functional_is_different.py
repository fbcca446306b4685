# raises: AttributeError
import torch.functional
import torch.nn.functional

print("torch.functional has einsum:", hasattr(torch.functional, "einsum"))
print("torch.functional has relu:", hasattr(torch.functional, "relu"))
print("torch.nn.functional has relu:", hasattr(torch.nn.functional, "relu"))
from torch import functional as F  # the mistaken import

F.interpolate
