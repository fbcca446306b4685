# raises: RuntimeError
import torch
from torch.autograd import Function

class Both(Function):
    @staticmethod
    def forward(ctx, x):
        return x * 2

    @staticmethod
    def backward(ctx, g):
        return g * 2

    @staticmethod
    def vjp(ctx, g):
        return g * 2

Both.apply(torch.ones(2, requires_grad=True)).sum().backward()
