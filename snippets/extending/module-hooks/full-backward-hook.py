import torch
from torch import nn

lin = nn.Linear(3, 2)

def show(module, grad_input, grad_output):
    print("grad_output shapes:", [tuple(g.shape) for g in grad_output])
    print("grad_input shapes: ", [tuple(g.shape) for g in grad_input])

lin.register_full_backward_hook(show)
x = torch.ones(4, 3, requires_grad=True)
lin(x).sum().backward()
