# raises: RuntimeError
import torch
from torch.autograd import Function
from torch.autograd.function import once_differentiable

class Cube(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x**3

    @staticmethod
    @once_differentiable                  # backward runs without building a graph
    def backward(ctx, g):
        (x,) = ctx.saved_tensors
        return g * 3 * x**2

x = torch.tensor(3.0, requires_grad=True)
y = Cube.apply(x) ** 2                     # so the incoming gradient requires grad
(g,) = torch.autograd.grad(y, x, create_graph=True)
print("first derivative:", g)
g.backward()                               # second backward through Cube
