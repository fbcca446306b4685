# raises: TypeError
import torch

print(torch.randint(10, (3,)))   # size as a tuple works
torch.randint(10, 3)             # a bare int is taken as size, and size must be a tuple
