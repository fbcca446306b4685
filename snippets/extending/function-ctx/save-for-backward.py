import torch
from torch.autograd import Function

class Mul(Function):
    @staticmethod
    def forward(a, b):
        return a * b

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(*inputs)          # tensors: through save_for_backward

    @staticmethod
    def backward(ctx, g):
        a, b = ctx.saved_tensors                # a tuple, in the order saved
        return g * b, g * a

a = torch.tensor([1.0, 2.0], requires_grad=True)
b = torch.tensor([3.0, 4.0], requires_grad=True)
y = Mul.apply(a, b)
print("saved via the node:", y.grad_fn.saved_tensors)
y.sum().backward()
print("a.grad:", a.grad, "| b.grad:", b.grad)
try:
    y.grad_fn.saved_tensors               # freed by the backward pass
except RuntimeError as e:
    print("after backward:", str(e).split(". ")[0])
