import torch

t = torch.ones(3)
print("new:", t._version)
_ = t * 2
_ = t.sum()
print("after being read twice:", t._version)
t.add_(1)
t[0] = 5.0
print("after add_ and an indexed write:", t._version)
v = t.view(3)
v.mul_(2)
print("after a write through a view: t", t._version, "| view", v._version)
t.requires_grad_()  # underscore methods that only change autograd flags
t.detach_()
print("after requires_grad_() and detach_():", t._version)
