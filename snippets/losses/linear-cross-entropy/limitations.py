import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.randn(16, 4)
W = torch.randn(50, 4)
y = torch.randint(0, 50, (16,))

g = torch.func.grad(lambda w: F.linear_cross_entropy(x, w, y))(W)
print("torch.func.grad, options=None: grad shape", tuple(g.shape))
try:
    torch.func.grad(lambda w: F.linear_cross_entropy(x, w, y, options=nn.LinearCrossEntropyOptions()))(W)
except RuntimeError as e:
    print("torch.func.grad, chunked -> RuntimeError:", str(e)[:95], "...")

Wr = W.clone().requires_grad_()
(gW,) = torch.autograd.grad(F.linear_cross_entropy(x, Wr, y, options=nn.LinearCrossEntropyOptions()), Wr,
                            create_graph=True)
print("create_graph=True, chunked: gradient requires_grad =", gW.requires_grad, "(no graph for a second derivative)")
