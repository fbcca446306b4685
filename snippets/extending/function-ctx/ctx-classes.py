import torch
from torch.autograd import Function
from torch.autograd.function import BackwardCFunction, FunctionCtx

class Mul(Function):
    @staticmethod
    def forward(ctx, a, b):
        print("ctx class:", type(ctx).__name__)
        print("is a FunctionCtx:", isinstance(ctx, FunctionCtx),
              "| is a BackwardCFunction:", isinstance(ctx, BackwardCFunction))
        ctx.save_for_backward(a, b)
        return a * b

    @staticmethod
    def backward(ctx, g):
        a, b = ctx.saved_tensors
        return g * b, g * a

a = torch.tensor([1.0, 2.0], requires_grad=True)
y = Mul.apply(a, torch.tensor([3.0, 4.0]))
print("ctx is the graph node:", type(y.grad_fn).__name__)
print("save_for_backward defined on:", FunctionCtx.save_for_backward.__qualname__)
print("MRO:", [c.__name__ for c in type(y.grad_fn).__mro__])
