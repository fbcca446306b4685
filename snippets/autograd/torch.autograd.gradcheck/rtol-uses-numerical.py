import torch
from torch.autograd import gradcheck


class Scaled(torch.autograd.Function):
    """forward: y = a * x; backward deliberately uses b instead of a."""

    @staticmethod
    def forward(ctx, x, a, b):
        ctx.b = b
        return a * x

    @staticmethod
    def backward(ctx, g):
        return ctx.b * g, None, None


x = torch.tensor([1.0], dtype=torch.float64, requires_grad=True)
# numerical 2, analytical 1: |1 - 2| = 1 <= 0.5 * |numerical| = 1
print("numerical 2, analytical 1:",
      gradcheck(lambda t: Scaled.apply(t, 2.0, 1.0), (x,), atol=0, rtol=0.5,
                raise_exception=False))
# numerical 1, analytical 2: |2 - 1| = 1 >  0.5 * |numerical| = 0.5
print("numerical 1, analytical 2:",
      gradcheck(lambda t: Scaled.apply(t, 1.0, 2.0), (x,), atol=0, rtol=0.5,
                raise_exception=False))
