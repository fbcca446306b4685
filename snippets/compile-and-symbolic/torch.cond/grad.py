# timeout: 120
import torch

x = torch.tensor([0.5, 1.0], requires_grad=True)
y = torch.cond(x.sum() > 0, lambda t: t.cos(), lambda t: t.sin(), (x,))
print("y:", y)
print("grad_fn:", type(y.grad_fn).__name__)
y.sum().backward()
print("x.grad:   ", x.grad)
print("-sin(x):  ", -torch.sin(x.detach()))
