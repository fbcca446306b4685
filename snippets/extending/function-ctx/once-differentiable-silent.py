import torch
from torch.autograd import Function
from torch.autograd.function import once_differentiable

class Cube(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x**3

    @staticmethod
    @once_differentiable
    def backward(ctx, g):
        (x,) = ctx.saved_tensors
        return g * 3 * x**2

x = torch.tensor(3.0, requires_grad=True)
(g,) = torch.autograd.grad(Cube.apply(x), x, create_graph=True)
print("g:", g, "| requires_grad:", g.requires_grad)   # no graph was built for g
