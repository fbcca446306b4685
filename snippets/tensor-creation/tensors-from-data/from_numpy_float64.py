# raises: RuntimeError
import numpy as np
import torch

x = torch.from_numpy(np.ones((1, 5)))   # NumPy's default float is float64
print("x.dtype:", x.dtype)
layer = torch.nn.Linear(5, 1)           # parameters are float32
print("weight dtype:", layer.weight.dtype)
layer(x)
