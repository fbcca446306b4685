import torch
from torch.autograd import Function

class Exp(Function):
    @staticmethod
    def forward(ctx, x):                     # ctx first: compute and save in one place
        result = x.exp()
        ctx.save_for_backward(result)
        return result

    @staticmethod
    def backward(ctx, grad_out):
        (result,) = ctx.saved_tensors
        return grad_out * result

x = torch.tensor([0.0, 1.0, 2.0], requires_grad=True)
y = Exp.apply(x)
print("y.grad_fn:", y.grad_fn.name())
y.sum().backward()
print("x.grad:", x.grad)
