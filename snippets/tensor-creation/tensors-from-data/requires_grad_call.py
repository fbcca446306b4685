# raises: TypeError
import torch

x = torch.ones(2)
x.requires_grad_()            # the in-place setter ends with an underscore
print("after requires_grad_():", x.requires_grad)
print("detach() drops it:", x.detach().requires_grad)
x.requires_grad()             # requires_grad is a bool attribute, not a method
