import torch
from torch.autograd import Function

class Mul(Function):
    @staticmethod
    def forward(ctx, a, b, k):
        ctx.save_for_backward(a, b)
        ctx.k = k
        return a * b * k

    @staticmethod
    def backward(ctx, g):
        print("needs_input_grad:", ctx.needs_input_grad)
        a, b = ctx.saved_tensors
        ga = g * b * ctx.k if ctx.needs_input_grad[0] else None
        gb = g * a * ctx.k if ctx.needs_input_grad[1] else None
        return ga, gb, None

a = torch.tensor([1.0, 2.0], requires_grad=True)
b = torch.tensor([3.0, 4.0])                     # no grad needed
Mul.apply(a, b, 2.0).sum().backward()
print("a.grad:", a.grad, "| b.grad:", b.grad)
