import torch
from torch.autograd import Function

class FirstTimesTwo(Function):
    @staticmethod
    def forward(ctx, xs):              # a list, not a tensor argument
        return xs[0] * 2

    @staticmethod
    def backward(ctx, g):
        return None

a = torch.ones(2, requires_grad=True)
y = FirstTimesTwo.apply([a])
print("a.requires_grad:", a.requires_grad)
print("y.requires_grad:", y.requires_grad, "| y.grad_fn:", y.grad_fn)
