# raises: TypeError
import torch
from torch.autograd import Function

class Modern(Function):
    @staticmethod
    def forward(a, b=None, k=2.0):
        return a * k

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.k = inputs[2]

    @staticmethod
    def backward(ctx, g):
        print("  setup_context style, needs_input_grad:", ctx.needs_input_grad)
        return g * ctx.k, None, None

class Combined(Function):
    @staticmethod
    def forward(ctx, a, b=None, k=2.0):
        ctx.k = k
        return a * k

    @staticmethod
    def backward(ctx, g):
        print("  combined style, needs_input_grad:", ctx.needs_input_grad)
        return (g * ctx.k,) + (None,) * (len(ctx.needs_input_grad) - 1)

a = torch.ones(2, requires_grad=True)
print("Modern.apply(a) and Modern.apply(a, k=3.0):")
Modern.apply(a).sum().backward()
Modern.apply(a, k=3.0).sum().backward()
print("Combined.apply(a):")
Combined.apply(a).sum().backward()
print("Combined.apply(a, k=3.0):")
Combined.apply(a, k=3.0)
