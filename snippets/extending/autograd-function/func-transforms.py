# raises: RuntimeError
import torch
from torch.autograd import Function

class DoubleNew(Function):
    @staticmethod
    def forward(x):
        return x * 2

    @staticmethod
    def setup_context(ctx, inputs, output):
        pass

    @staticmethod
    def backward(ctx, g):
        return g * 2

class DoubleOld(Function):
    @staticmethod
    def forward(ctx, x):
        return x * 2

    @staticmethod
    def backward(ctx, g):
        return g * 2

x = torch.ones(2)
print("torch.func.grad, setup_context style:", torch.func.grad(lambda t: DoubleNew.apply(t).sum())(x))
print("torch.func.grad, forward(ctx, ...) style:")
torch.func.grad(lambda t: DoubleOld.apply(t).sum())(x)
