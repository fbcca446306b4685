# raises: AttributeError
import torch

x = torch.ones(2, requires_grad=True)
y = x * 2
print("y.grad_fn:", y.grad_fn.name())          # the modern name
print("has creator:", hasattr(y, "creator"))
y.creator                                        # the pre-0.2 name is gone
