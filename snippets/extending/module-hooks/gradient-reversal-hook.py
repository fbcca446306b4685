import torch
from torch import nn

def reverse(module, grad_input, grad_output):
    return tuple(-g for g in grad_input)          # new grad_input replaces the old one

class NegGrad(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_full_backward_hook(reverse)

    def forward(self, x):
        return x

x = torch.tensor([1.0, 2.0], requires_grad=True)
(3 * NegGrad()(x)).sum().backward()
print("x.grad via module hook:", x.grad)

z = torch.tensor([1.0, 2.0], requires_grad=True)
h = z * 1.0
h.register_hook(lambda g: -g)                     # or a tensor hook on the activation
(3 * h).sum().backward()
print("z.grad via tensor hook:", z.grad)
