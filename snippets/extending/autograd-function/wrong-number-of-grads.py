# raises: RuntimeError
import torch
from torch.autograd import Function

class MulConstant(Function):
    @staticmethod
    def forward(ctx, t, k):
        ctx.k = k
        return t * k

    @staticmethod
    def backward(ctx, grad_out):
        return grad_out * ctx.k        # forgot the None for k

x = torch.ones(3, requires_grad=True)
MulConstant.apply(x, 2.5).sum().backward()
