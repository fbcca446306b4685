# raises: GradcheckError
import torch
from torch.autograd import gradcheck
from torch.autograd.gradcheck import GradcheckError

class Cube(torch.autograd.Function):
    @staticmethod
    def forward(x):
        return x**3

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(inputs[0])

    @staticmethod
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        return grad_out * 3 * x      # wrong: d(x^3)/dx is 3 * x**2

x = torch.tensor([0.5, -1.0, 2.0], dtype=torch.float64, requires_grad=True)
print("GradcheckError is a RuntimeError:", issubclass(GradcheckError, RuntimeError))
gradcheck(Cube.apply, (x,))
