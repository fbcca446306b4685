# raises: RuntimeError
import torch

b = torch.zeros(4, 2, 3, dtype=torch.complex64)
print("b.mH works:", tuple(b.mH.shape))
b.H                                                  # H is for 2-D tensors only
