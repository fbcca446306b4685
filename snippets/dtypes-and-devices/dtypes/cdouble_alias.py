import numpy as np
import torch

print("torch.cdouble is torch.complex128:", torch.cdouble is torch.complex128)
print("from_numpy(np.array([1j])).dtype:", torch.from_numpy(np.array([1j])).dtype)
print("itemsize:", torch.cdouble.itemsize, "| to_real():", torch.cdouble.to_real())
