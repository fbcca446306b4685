import torch
from torch import nn

class GradReverse(torch.autograd.Function):
    @staticmethod
    def forward(x, lambd):
        return x.view_as(x)                       # identity in the forward pass

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.lambd = inputs[1]

    @staticmethod
    def backward(ctx, grad_out):
        return -ctx.lambd * grad_out, None        # flip (and scale) the gradient

class GradReverseLayer(nn.Module):
    def __init__(self, lambd=1.0):
        super().__init__()
        self.lambd = lambd

    def forward(self, x):
        return GradReverse.apply(x, self.lambd)

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = GradReverseLayer(0.5)(x)
print("forward unchanged:", y)
(3 * y).sum().backward()
print("x.grad (3 without the layer):", x.grad)
