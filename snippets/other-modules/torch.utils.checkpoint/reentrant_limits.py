import warnings

import torch
from torch.utils.checkpoint import checkpoint

torch.manual_seed(0)
layer = torch.nn.Linear(3, 3)
x = torch.randn(2, 3)                          # an input that does not require grad
for reentrant in (True, False):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        y = checkpoint(layer, x, use_reentrant=reentrant)
    note = f"  warning: {str(w[0].message).split('. ')[0]}" if w else ""
    print(f"use_reentrant={reentrant}: output requires grad: {y.requires_grad}{note}")

xg = torch.randn(2, 3, requires_grad=True)
for reentrant in (True, False):
    y = checkpoint(layer, xg, use_reentrant=reentrant)
    try:
        (g,) = torch.autograd.grad(y.sum(), xg)
        print(f"use_reentrant={reentrant}: torch.autograd.grad works, grad shape {tuple(g.shape)}")
    except RuntimeError as e:
        reason = str(e).split(" or passing")[0]
        print(f"use_reentrant={reentrant}: torch.autograd.grad -> RuntimeError: {reason}")
