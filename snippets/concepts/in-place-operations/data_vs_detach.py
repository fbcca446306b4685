# raises: RuntimeError
import torch

x = torch.tensor([0.5, -1.0], requires_grad=True)
true_grad = torch.sigmoid(x) * (1 - torch.sigmoid(x))

y = torch.sigmoid(x)  # saves its output y for backward
y.data.mul_(2)  # a write through .data: the version counter does not move
print("after y.data.mul_(2): y._version =", y._version)
y.sum().backward()  # no error ...
print("gradient:", x.grad, "| correct:", true_grad.detach())  # ... but wrong

x.grad = None
y = torch.sigmoid(x)
y.detach().mul_(2)  # a write through .detach(): shares the version counter
print("after y.detach().mul_(2): y._version =", y._version)
y.sum().backward()  # autograd notices and refuses
