import torch
from torch import nn
from torch.nn.utils import prune

conv = nn.Conv2d(2, 4, 3)
with torch.no_grad():
    for c, s in enumerate([0.1, 2.0, 0.5, 3.0]):
        conv.weight[c] = s                            # output channel c has all entries = s
prune.ln_structured(conv, "weight", amount=0.5, n=2, dim=0)    # remove 2 of 4 output channels
norms = conv.weight_orig.flatten(1).norm(dim=1)
print("L2 norm per output channel:", norms)
print("channels kept:", conv.weight_mask.flatten(1).amax(dim=1))
print("whole channels zero:", [bool((conv.weight[c] == 0).all()) for c in range(4)])
