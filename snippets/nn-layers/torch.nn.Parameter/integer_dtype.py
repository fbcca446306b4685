# raises: RuntimeError
import torch
from torch import nn

nn.Parameter(torch.tensor([1, 2, 3]))  # int64 data cannot require gradients
