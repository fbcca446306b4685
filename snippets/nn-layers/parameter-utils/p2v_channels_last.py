# raises: RuntimeError
import torch
from torch import nn
from torch.nn.utils import parameters_to_vector

conv = nn.Conv2d(3, 4, 3).to(memory_format=torch.channels_last)
print("weight contiguous:", conv.weight.is_contiguous())
print("workaround:", torch.cat([p.reshape(-1) for p in conv.parameters()]).shape)
parameters_to_vector(conv.parameters())
