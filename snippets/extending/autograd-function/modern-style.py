import torch
from torch.autograd import Function, gradcheck

class Exp(Function):
    @staticmethod
    def forward(x):                          # no ctx: pure computation
        return x.exp()

    @staticmethod
    def setup_context(ctx, inputs, output):  # fills ctx from inputs/output
        ctx.save_for_backward(output)

    @staticmethod
    def backward(ctx, grad_out):             # one gradient per forward input
        (result,) = ctx.saved_tensors
        return grad_out * result

x = torch.tensor([0.0, 1.0, 2.0], requires_grad=True)
y = Exp.apply(x)                             # always call through apply
print("y:", y)
y.sum().backward()
print("x.grad:", x.grad)
print("gradcheck:", gradcheck(Exp.apply, (torch.randn(3, dtype=torch.float64, requires_grad=True),)))
