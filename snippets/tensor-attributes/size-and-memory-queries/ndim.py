import numpy as np
import torch

x = torch.zeros(2, 3, 4)
print("x.ndim:", x.ndim, " x.dim():", x.dim(), " len(x.shape):", len(x.shape))
print("same attribute name as NumPy:", np.zeros((2, 3, 4)).ndim)
try:
    x.ndim = 2
except AttributeError as e:
    print("assigning ndim:", type(e).__name__)
try:
    x.ndim()
except TypeError as e:
    print("x.ndim():", e)
