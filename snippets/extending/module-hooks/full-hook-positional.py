import torch
from torch import nn

class ScaleAdd(nn.Module):
    def forward(self, x, k, y=None):
        return x * k if y is None else x * k + y

def show(module, grad_input, grad_output):
    print("  grad_input:", [None if g is None else tuple(g.shape) for g in grad_input])

m = ScaleAdd()
m.register_full_backward_hook(show)
x = torch.ones(2, requires_grad=True)
y = torch.ones(2, requires_grad=True)
print("m(x, 3.0, y) -- y by position:")
m(x, 3.0, y).sum().backward()
print("m(x, 3.0, y=y) -- y by keyword:")
y.grad = None
m(x, 3.0, y=y).sum().backward()
print("y.grad after the keyword call:", y.grad)
