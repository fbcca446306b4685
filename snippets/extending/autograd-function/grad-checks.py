# raises: RuntimeError
import torch
from torch.autograd import Function

class Scale(Function):
    @staticmethod
    def forward(x, k):
        return x * k

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.k = inputs[1]

    @staticmethod
    def backward(ctx, g):
        return g * ctx.k, None, None          # one value more than inputs, but it is None

x = torch.ones(3, requires_grad=True)
Scale.apply(x, 2.0).sum().backward()
print("extra trailing None accepted, x.grad:", x.grad)

class Widened(Function):
    @staticmethod
    def forward(x):
        return x.clone()

    @staticmethod
    def setup_context(ctx, inputs, output):
        pass

    @staticmethod
    def backward(ctx, g):
        return torch.ones(2, 3, dtype=torch.float64)   # (2, 3) float64 for a (3,) float32 input

x = torch.ones(3, requires_grad=True)
Widened.apply(x).sum().backward()
print("(2, 3) float64 gradient summed and cast:", x.grad, x.grad.dtype)

class WrongShape(Function):
    @staticmethod
    def forward(x):
        return x.clone()

    @staticmethod
    def setup_context(ctx, inputs, output):
        pass

    @staticmethod
    def backward(ctx, g):
        return torch.ones(4)                 # (4,) cannot be reduced to (3,)

WrongShape.apply(torch.ones(3, requires_grad=True)).sum().backward()
