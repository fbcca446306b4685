import torch
from torch import nn
from torch.nn.utils import prune

class EveryOther(prune.BasePruningMethod):
    """Prune every other entry (in flattened order)."""
    PRUNING_TYPE = "unstructured"
    def compute_mask(self, t, default_mask):
        mask = default_mask.clone()
        mask.view(-1)[::2] = 0
        return mask

lin = nn.Linear(3, 2)
EveryOther.apply(lin, "weight")             # classmethod: sets up weight_orig, weight_mask, hook
print("mask:\n", lin.weight_mask)
print("is_pruned:", prune.is_pruned(lin))
print("prune() on a plain tensor:", EveryOther().prune(torch.arange(1.0, 7.0)))
