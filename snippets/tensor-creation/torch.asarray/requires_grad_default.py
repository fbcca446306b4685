import warnings
import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x * 2
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    z = torch.asarray(y)
print(w[0].category.__name__ + ":", str(w[0].message).split(". ")[0])
print("requires_grad:", z.requires_grad, "| grad_fn:", type(z.grad_fn).__name__)
c = torch.asarray(y, requires_grad=False)
print("requires_grad=False:", c.requires_grad, "| grad_fn:", c.grad_fn, "| shares memory:", c.data_ptr() == y.data_ptr())
