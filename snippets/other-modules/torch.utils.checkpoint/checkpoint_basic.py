import torch
from torch.utils.checkpoint import checkpoint

torch.manual_seed(0)
layer = torch.nn.Linear(4, 4)
calls = 0


def block(x):
    global calls
    calls += 1
    return torch.relu(layer(x)).sin()


x = torch.randn(2, 4, requires_grad=True)
y = checkpoint(block, x, use_reentrant=False)
print("block calls after forward: ", calls)
y.sum().backward()
print("block calls after backward:", calls, "(recomputed once)")
grad_ckpt = x.grad.clone()

x.grad = None
block(x).sum().backward()            # the same computation without checkpointing
print("same gradient as without checkpoint:", torch.allclose(grad_ckpt, x.grad))
