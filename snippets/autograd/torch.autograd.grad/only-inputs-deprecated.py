import warnings

import torch

a = torch.tensor(1.0, requires_grad=True)
b = torch.tensor(1.0, requires_grad=True)
out = a * b
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    grads = torch.autograd.grad(out, [a], only_inputs=False)  # ignored
print(w[0].category.__name__ + ":", w[0].message)
print("grads:", grads, "| b.grad still:", b.grad)
