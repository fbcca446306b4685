# raises: RuntimeError
import numpy as np
import torch

arr = np.arange(3.0)
t = torch.from_numpy(arr)
del arr                       # the tensor keeps the array's memory alive
print("t after del arr:", t)
t.resize_(10)                 # memory owned by NumPy cannot grow
