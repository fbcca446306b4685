import torch
from torch.autograd import Function

print("Function.vjp is Function.backward:", Function.vjp is Function.backward)

class Square(Function):
    @staticmethod
    def forward(x):
        return x * x

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(inputs[0])

    @staticmethod
    def vjp(ctx, grad_out):            # defining vjp instead of backward works the same
        (x,) = ctx.saved_tensors
        return 2 * x * grad_out

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
Square.apply(x).sum().backward()
print("x.grad:", x.grad)
