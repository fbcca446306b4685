import torch
from torch.autograd import Variable

v = Variable(torch.ones(2), requires_grad=True)
print("type:", type(v))
print("requires_grad:", v.requires_grad, "| is_leaf:", v.is_leaf)
print("v.data type:", type(v.data))

# A plain tensor passes the isinstance check too: Variable is only a shim.
t = torch.ones(2)
print("isinstance(plain tensor, Variable):", isinstance(t, Variable))

# The modern spelling gives the same thing.
m = torch.ones(2, requires_grad=True)
print("same kind of object:", type(m) is type(v), "| equal:", torch.equal(m, v))
