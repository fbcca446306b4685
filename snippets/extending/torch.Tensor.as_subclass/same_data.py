import torch

class Tagged(torch.Tensor):
    pass

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
t = x.as_subclass(Tagged)
print("type:", type(t).__name__, "| new object:", t is not x, "| same memory:", t.data_ptr() == x.data_ptr())
print("requires_grad:", t.requires_grad, "| is_leaf:", t.is_leaf, "| grad_fn:", type(t.grad_fn).__name__)
(t * t).sum().backward()
print("x.grad (d/dx of sum x^2 = 2x):", x.grad)
with torch.no_grad():
    x[0] = 10.0
print("after writing x[0] = 10, t:", t.tolist())
y = torch.tensor([1.0, 2.0], requires_grad=True)
with torch.no_grad():
    u = y.as_subclass(Tagged)
print("made under no_grad: requires_grad:", u.requires_grad, "| is_leaf:", u.is_leaf, "| grad_fn:", u.grad_fn)
(u * u).sum().backward()
print("y.grad after backward through it:", y.grad)
