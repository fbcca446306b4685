# raises: RuntimeError
import torch

x = torch.ones(2, requires_grad=True)
h = x * 2
h.register_hook(lambda g: g.double())        # must keep the gradient's dtype too
try:
    h.sum().backward()
except RuntimeError as e:
    print("dtype changed: RuntimeError:", e)

y = x * 2
y.register_hook(lambda g: torch.ones(3))     # must keep the gradient's shape (2,)
y.sum().backward()
