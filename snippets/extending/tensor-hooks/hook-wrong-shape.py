# raises: RuntimeError
import torch

x = torch.ones(2, requires_grad=True)
y = x * 2
y.register_hook(lambda g: torch.ones(3))     # must keep the gradient's shape (2,)
y.sum().backward()
