# raises: TypeError
import numpy as np
import torch

f64 = torch.zeros(2, dtype=torch.float64)
print("int list on a float64 tensor: ", f64.new_tensor([1, 2]))
i64 = torch.zeros(2, dtype=torch.int64)
print("float list on an int64 tensor:", i64.new_tensor([2.7, -1.5]))
print("dtype= overrides:             ", i64.new_tensor([2.7, -1.5], dtype=torch.float32))
print("device= overrides:            ", f64.new_tensor([1, 2], device="meta"))

a = np.array([1.0, 2.0])
t = f64.new_tensor(a)
a[0] = 99.0                                  # the NumPy array is copied, not shared
print("after changing the array:     ", t)
f64.new_tensor([1 + 2j])                     # complex data does not fit a float64 tensor
