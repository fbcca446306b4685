import torch
from torch.autograd import Function, gradcheck, gradgradcheck

class Cube(Function):
    @staticmethod
    def forward(ctx, x):
        dx = 3 * x**2                      # an intermediate (neither input nor output)
        ctx.save_for_backward(x, dx)       # saved directly
        return x**3

    @staticmethod
    def backward(ctx, grad_out):
        x, dx = ctx.saved_tensors
        return grad_out * dx

x = torch.tensor([0.5, -1.0, 2.0], dtype=torch.float64, requires_grad=True)
print("gradcheck:    ", gradcheck(Cube.apply, (x,)))
print("gradgradcheck:", gradgradcheck(Cube.apply, (x,), raise_exception=False))
