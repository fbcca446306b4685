import warnings
import torch

a = torch.ones(2, requires_grad=True)       # leaf
b = a * 3                                   # non-leaf
print("before: a.retains_grad", a.retains_grad, " b.retains_grad", b.retains_grad)
b.retain_grad()
a.retain_grad()                             # no effect on a leaf
print("after retain_grad(): a", a.retains_grad, " b", b.retains_grad)
(b * b).sum().backward()
print("b.grad:", b.grad.tolist(), " a.grad:", a.grad.tolist())

c = torch.ones(2, requires_grad=True) * 3   # non-leaf, no retain_grad()
c.sum().backward()
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    print("c.grad without retain_grad():", c.grad)
print("warning:", w[0].category.__name__, str(w[0].message).split(" Its")[0])
try:
    b.retains_grad = False
except AttributeError as e:
    print("read-only:", e)
