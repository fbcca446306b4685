import torch
from torch.autograd import Function

class TwoOutputs(Function):
    @staticmethod
    def forward(ctx, x, materialize):
        ctx.set_materialize_grads(materialize)
        return x * 2, x * 3

    @staticmethod
    def backward(ctx, g1, g2):
        print("  g1 =", g1, "| g2 =", g2)
        grad = 0
        if g1 is not None:
            grad = grad + 2 * g1
        if g2 is not None:                # only needed when materialize=False
            grad = grad + 3 * g2
        return grad, None

for materialize in (True, False):
    print(f"set_materialize_grads({materialize}):")
    x = torch.ones(2, requires_grad=True)
    p, q = TwoOutputs.apply(x, materialize)
    p.sum().backward()                    # q is unused: its gradient is undefined
    print("  x.grad =", x.grad)
