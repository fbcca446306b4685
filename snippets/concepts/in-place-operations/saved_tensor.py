# raises: RuntimeError
import torch

x = torch.tensor([0.5, -1.0], requires_grad=True)
y = torch.sigmoid(x)  # sigmoid's backward needs its output y
print("y version before:", y._version, "| grad_fn:", y.grad_fn.name())
y.mul_(2)  # overwrites the saved y
print("y version after mul_:", y._version)
y.sum().backward()
