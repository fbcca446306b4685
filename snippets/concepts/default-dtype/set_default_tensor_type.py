import warnings

import torch

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    torch.set_default_tensor_type(torch.DoubleTensor)  # the old, deprecated way
print(w[0].category.__name__ + ":", w[0].message)
print("default dtype now:", torch.get_default_dtype())

torch.set_default_tensor_type(torch.FloatTensor)
torch.set_default_dtype(torch.float64)  # the modern way
print("set_default_dtype(torch.float64):", torch.zeros(1).dtype)
torch.set_default_dtype(torch.float32)
