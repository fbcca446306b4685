# raises: TypeError
import torch

x = torch.arange(24).reshape(2, 3, 4)
torch.permute(x, 2, 0, 1)                    # the function wants a tuple
