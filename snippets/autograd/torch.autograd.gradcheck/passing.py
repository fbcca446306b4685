import torch
from torch.autograd import gradcheck

def f(x, y):
    return (x**3 * y.sin()).sum()

x = torch.randn(3, dtype=torch.float64, requires_grad=True)
y = torch.randn(3, dtype=torch.float64, requires_grad=True)
print("gradcheck:", gradcheck(f, (x, y)))
print("gradgradcheck:", torch.autograd.gradgradcheck(f, (x, y)))
