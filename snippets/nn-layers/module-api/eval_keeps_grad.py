import torch
from torch import nn

model = nn.Linear(3, 1).eval()
y = model(torch.randn(2, 3))
print("eval mode, grad_fn:", type(y.grad_fn).__name__)  # eval() does not stop autograd
with torch.no_grad():
    y = model(torch.randn(2, 3))
print("under no_grad, grad_fn:", y.grad_fn)
