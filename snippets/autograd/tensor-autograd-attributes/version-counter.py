import torch

t = torch.zeros(3)
print("new:", t._version)
t.add_(1)
print("after add_:", t._version)
t[0] = 5
print("after t[0] = 5:", t._version)
v = t.view(3)
v.mul_(2)                       # a view shares the counter with its base
print("after v.mul_ (view):", t._version, v._version)
u = t + 1                       # out-of-place ops do not bump it
print("after t + 1:", t._version)
