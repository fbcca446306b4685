import torch
from torch import nn
from torch.nn.utils import prune

lin = nn.Linear(4, 4)
prune.l1_unstructured(lin, "weight", amount=0.5)
prune.ln_structured(lin, "weight", amount=1, n=2, dim=0)
hook = next(h for h in lin._forward_pre_hooks.values() if isinstance(h, prune.BasePruningMethod))
print("hook:", type(hook).__name__, " methods:", [type(m).__name__ for m in hook])
print("zero rows:", (lin.weight_mask == 0).all(dim=1).sum().item(), " zeros:", int((lin.weight_mask == 0).sum()), "of 16")
