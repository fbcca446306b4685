# raises: RuntimeError
import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x.sin()                   # sin saves x for its backward
d = x.detach()
print("x._version before:", x._version)
d.zero_()                     # in-place on the detached tensor = in-place on x's memory
print("x._version after d.zero_():", x._version, "| x:", x)
y.sum().backward()            # autograd notices the saved x was changed
