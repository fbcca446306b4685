# raises: RuntimeError
import torch
from torch import nn

prelu = nn.PReLU(num_parameters=3)
print("(2, 3) input:", prelu(torch.zeros(2, 3)).shape)
prelu(torch.zeros(2, 4))  # dim 1 has 4 channels, not 3
