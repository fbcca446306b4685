# raises: RuntimeError
import torch
from torch.autograd import Function

class Mul(Function):
    @staticmethod
    def forward(ctx, a, b):
        ctx.save_for_backward(a, b)
        return a * b

    @staticmethod
    def backward(ctx, g):
        a, b = ctx.saved_tensors
        return g * b, g * a

a = torch.tensor([1.0, 2.0], requires_grad=True)
b = torch.tensor([3.0, 4.0])
y = Mul.apply(a, b)
b.mul_(10)                      # bumps b._version after it was saved
print("b._version:", b._version)
y.sum().backward()
