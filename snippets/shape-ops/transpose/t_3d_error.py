# raises: RuntimeError
import torch

x = torch.zeros(2, 3, 4)
print("x.mT shape:", tuple(x.mT.shape))      # batch of matrices: swap the last two dims
x.t()
