import torch
from torch import nn
from torch.nn.utils import prune

a, b = nn.Linear(4, 4), nn.Linear(4, 4)
with torch.no_grad():
    a.weight.mul_(10)                                  # layer a has much larger weights
prune.global_unstructured([(a, "weight"), (b, "weight")], pruning_method=prune.L1Unstructured, amount=0.5)
za, zb = int((a.weight == 0).sum()), int((b.weight == 0).sum())
print("zeros in a:", za, " zeros in b:", zb, " total:", za + zb, "of 32")

both = torch.cat([a.weight_orig.flatten(), b.weight_orig.flatten()]).abs()
threshold = both.sort().values[15]
print("pruned entries are the 16 smallest |w| overall:",
      torch.equal(torch.cat([a.weight_mask.flatten(), b.weight_mask.flatten()]) == 0, both <= threshold))
