import torch
from torch.autograd import Function, gradcheck, gradgradcheck

class Cube(Function):
    @staticmethod
    def forward(x):
        dx = 3 * x**2                  # an intermediate we want in backward:
        return x**3, dx                # return it as an output

    @staticmethod
    def setup_context(ctx, inputs, output):
        (x,) = inputs
        _, dx = output
        ctx.save_for_backward(x, dx)

    @staticmethod
    def backward(ctx, grad_out, grad_dx):  # one gradient per output
        x, dx = ctx.saved_tensors
        return grad_out * dx + grad_dx * 6 * x   # d(dx)/dx = 6x

class CubeNoDxTerm(Cube):
    @staticmethod
    def backward(ctx, grad_out, grad_dx):
        x, dx = ctx.saved_tensors
        return grad_out * dx                     # ignores the gradient flowing into dx

def cube(x):
    return Cube.apply(x)[0]

def cube_no_dx_term(x):
    return CubeNoDxTerm.apply(x)[0]

x = torch.tensor([0.5, -1.0, 2.0], dtype=torch.float64, requires_grad=True)
print("gradcheck:", gradcheck(cube, (x,)))
print("gradgradcheck:", gradgradcheck(cube, (x,)))
print("without the grad_dx term, gradgradcheck:", gradgradcheck(cube_no_dx_term, (x,), raise_exception=False))
(g,) = torch.autograd.grad(cube(x).sum(), x, create_graph=True)
(gg,) = torch.autograd.grad(g.sum(), x)
print("first (3x^2):", g.detach())
print("second (6x): ", gg)
