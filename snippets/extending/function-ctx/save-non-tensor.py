# raises: TypeError
import torch
from torch.autograd import Function

class Scale(Function):
    @staticmethod
    def forward(ctx, x, k):
        ctx.save_for_backward(x, k)      # k is a Python int: store it as ctx.k instead
        return x * k

    @staticmethod
    def backward(ctx, g):
        return g * ctx.k, None

Scale.apply(torch.ones(2, requires_grad=True), 3)
