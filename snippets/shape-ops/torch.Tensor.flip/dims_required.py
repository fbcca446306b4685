# raises: TypeError
import torch

torch.arange(4).flip()                          # unlike np.flip, dims has no default
