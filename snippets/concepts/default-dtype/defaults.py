import numpy as np
import torch

print("torch.get_default_dtype():", torch.get_default_dtype())
print("torch.zeros(2):          ", torch.zeros(2).dtype)
print("torch.rand(2):           ", torch.rand(2).dtype)
print("torch.arange(0.0, 1.0):  ", torch.arange(0.0, 1.0).dtype)
print("torch.tensor([1.5]):     ", torch.tensor([1.5]).dtype)
print("torch.tensor([1j]):      ", torch.tensor([1j]).dtype)
print("torch.tensor([1]):       ", torch.tensor([1]).dtype,
      "(integers do not use the default)")
print("torch.arange(3):         ", torch.arange(3).dtype)
a = np.ones(2)  # NumPy's default is float64
print("torch.from_numpy(a):     ", torch.from_numpy(a).dtype,
      "(keeps the array's dtype)")
print("torch.tensor(a):         ", torch.tensor(a).dtype)
print("int tensor * 2.5:        ", (torch.tensor([1, 2]) * 2.5).dtype)
