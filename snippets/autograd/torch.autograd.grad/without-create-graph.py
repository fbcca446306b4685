# raises: RuntimeError
import torch

x = torch.tensor(3.0, requires_grad=True)
(d1,) = torch.autograd.grad(x**3, x)       # create_graph=False (default)
print("d1:", d1, "| requires_grad:", d1.requires_grad)
torch.autograd.grad(d1, x)                 # d1 is a constant: no graph to differentiate
