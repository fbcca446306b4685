import torch
from torch.autograd import Function

class MulConstant(Function):
    @staticmethod
    def forward(t, k):
        return t * k

    @staticmethod
    def setup_context(ctx, inputs, output):
        _, k = inputs
        ctx.k = k                      # non-tensors go straight on ctx

    @staticmethod
    def backward(ctx, grad_out):
        return grad_out * ctx.k, None  # None for the non-tensor input k

x = torch.ones(3, requires_grad=True)
MulConstant.apply(x, 2.5).sum().backward()
print("x.grad:", x.grad)
