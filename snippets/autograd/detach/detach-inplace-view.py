# raises: RuntimeError
import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
v = (x * 2)[:2]              # a view of a non-leaf
print("v._is_view():", v._is_view())
v.detach_()
