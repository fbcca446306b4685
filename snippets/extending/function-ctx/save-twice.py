import torch
from torch.autograd import Function

class MulTwoCalls(Function):
    @staticmethod
    def forward(ctx, a, b):
        ctx.save_for_backward(a)
        ctx.save_for_backward(b)          # replaces what the first call saved
        return a * b

    @staticmethod
    def backward(ctx, g):
        saved = ctx.saved_tensors
        print("two calls, saved:", len(saved), "tensor:", saved[0])
        return g * saved[0], None

class MulOneCall(Function):
    @staticmethod
    def forward(ctx, a, b):
        ctx.save_for_backward(a, b)       # everything in one call
        return a * b

    @staticmethod
    def backward(ctx, g):
        a, b = ctx.saved_tensors
        print("one call, saved:", len(ctx.saved_tensors), "tensors")
        return g * b, g * a

a = torch.tensor([1.0, 2.0], requires_grad=True)
b = torch.tensor([3.0, 4.0])
MulTwoCalls.apply(a, b).sum().backward()
MulOneCall.apply(a, b).sum().backward()
