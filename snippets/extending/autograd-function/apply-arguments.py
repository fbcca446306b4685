import torch
from torch.autograd import Function

class LinearFn(Function):
    @staticmethod
    def forward(inp, weight, bias=None):
        out = inp @ weight.T
        return out + bias if bias is not None else out

    @staticmethod
    def setup_context(ctx, inputs, output):
        print("  setup_context got", len(inputs), "inputs:", [type(i).__name__ for i in inputs])
        ctx.save_for_backward(*inputs[:2])

    @staticmethod
    def backward(ctx, grad_out):
        inp, weight = ctx.saved_tensors
        return grad_out @ weight, grad_out.T @ inp, grad_out.sum(0)

x = torch.ones(2, 3, requires_grad=True)
w = torch.ones(4, 3, requires_grad=True)
b = torch.zeros(4, requires_grad=True)
print("positional:")
y1 = LinearFn.apply(x, w, b)
print("default bias:")
y2 = LinearFn.apply(x, w)
print("keyword:")
y3 = LinearFn.apply(x, w, bias=b)
print("node:", y3.grad_fn.name(), "| shapes:", tuple(y1.shape), tuple(y2.shape), tuple(y3.shape))
