# raises: TypeError
import torch

y = torch.zeros(2, 2)
print("method, ints:", tuple(y.tile(2, 3).shape))
print("function, tuple:", tuple(torch.tile(y, (2, 3)).shape))
torch.tile(y, 2)                                 # the function wants a tuple
