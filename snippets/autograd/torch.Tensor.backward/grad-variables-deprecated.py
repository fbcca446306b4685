import warnings

import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    torch.autograd.backward(x * 2, grad_variables=torch.ones(2))  # old keyword
print(w[0].category.__name__ + ":", w[0].message)
print("x.grad:", x.grad)
