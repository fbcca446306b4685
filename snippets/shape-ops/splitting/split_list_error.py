# raises: RuntimeError
import torch

a = torch.arange(10).reshape(5, 2)            # dim 0 has size 5
torch.split(a, [1, 2])                        # the sizes add up to 3, not 5
