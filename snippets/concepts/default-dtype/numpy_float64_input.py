# raises: RuntimeError
import numpy as np
import torch
from torch import nn

layer = nn.Linear(3, 1)  # float32 weights
features = np.random.rand(4, 3)  # float64 array
print("weight:", layer.weight.dtype, "| from_numpy:", torch.from_numpy(features).dtype)
print("with .float():", layer(torch.from_numpy(features).float()).shape)
layer(torch.from_numpy(features))
