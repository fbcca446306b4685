# raises: RuntimeError
import torch
import torch.nn as nn

emb = nn.Embedding(3, 5, max_norm=1.0)
W = torch.randn(7, 5, requires_grad=True)
idx = torch.tensor([1, 2])

# fine: the differentiable use of the weight works on a clone
a = emb.weight.clone() @ W.t()
b = emb(idx) @ W.t()
(a.unsqueeze(0) + b.unsqueeze(1)).sum().backward()
print("with clone(): backward ok, W.grad shape", tuple(W.grad.shape))

# without the clone, the forward's in-place renorm breaks the saved weight
with torch.no_grad():
    emb.weight.mul_(3)                      # rows longer than max_norm again
a = emb.weight @ W.t()                      # autograd saves emb.weight for W's gradient
b = emb(idx) @ W.t()                        # renormalises rows 1 and 2 of emb.weight in place
(a.unsqueeze(0) + b.unsqueeze(1)).sum().backward()
