import warnings

import torch

base = torch.zeros(1, dtype=torch.float64)
x = torch.tensor([1.0, 2.0], requires_grad=True)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    y = base.new_tensor(x * 2)
for item in w:
    print(item.category.__name__, ":", item.message)
print("y:", y, "| leaf:", y.is_leaf, "| grad_fn:", y.grad_fn, "| requires_grad:", y.requires_grad)
y[0] = 100.0
print("x unchanged by writes to y:", x)

z = (x * 2).detach().clone().to(torch.float64)   # the recommended spelling, no warning
print("detach().clone():", z, "| equal:", torch.equal(y[1:], z[1:]))
