# raises: RuntimeError
import torch

v = torch.arange(3)
print("flip(0) for a 1-D tensor:", v.flip(0).tolist())
torch.fliplr(v)                                # needs at least 2 dimensions
