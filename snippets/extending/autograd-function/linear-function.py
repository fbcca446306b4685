import torch
from torch.autograd import Function, gradcheck

class LinearFn(Function):
    @staticmethod
    def forward(inp, weight, bias=None):
        out = inp @ weight.T
        return out + bias if bias is not None else out

    @staticmethod
    def setup_context(ctx, inputs, output):
        inp, weight, bias = inputs
        ctx.save_for_backward(inp, weight, bias)

    @staticmethod
    def backward(ctx, grad_out):
        inp, weight, bias = ctx.saved_tensors
        gi = gw = gb = None
        if ctx.needs_input_grad[0]:
            gi = grad_out @ weight
        if ctx.needs_input_grad[1]:
            gw = grad_out.T @ inp
        if bias is not None and ctx.needs_input_grad[2]:
            gb = grad_out.sum(0)
        return gi, gw, gb

def linear(inp, weight, bias=None):          # a wrapper allows defaults and keywords
    return LinearFn.apply(inp, weight, bias)

args = (torch.randn(4, 3, dtype=torch.float64, requires_grad=True),
        torch.randn(2, 3, dtype=torch.float64, requires_grad=True),
        torch.randn(2, dtype=torch.float64, requires_grad=True))
print("gradcheck with bias:   ", gradcheck(linear, args))
print("gradcheck without bias:", gradcheck(linear, args[:2]))
print("matches F.linear:", torch.allclose(linear(*args), torch.nn.functional.linear(*args)))
