import torch
from torch.autograd import Function

class GradReverse(Function):          # no @staticmethod: still works through apply
    def forward(ctx, x, k):
        ctx.k = k
        return x.view_as(x)

    def backward(ctx, g):
        return -ctx.k * g, None

x = torch.ones(2, requires_grad=True)
GradReverse.apply(x, 2).sum().backward()
print("x.grad:", x.grad)
print("forward is a staticmethod:", isinstance(GradReverse.__dict__["forward"], staticmethod))
