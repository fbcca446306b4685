import warnings

import torch
import torch.nn.functional as F

logits = torch.tensor([[2.0, 0.5, -1.0],
                       [0.1, 0.2, 3.0]])
bad = torch.tensor([[2.0, -1.0, 0.0],                # outside [0, 1]
                    [0.0, 0.0, 3.0]])                # sums to 3
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    loss = F.cross_entropy(logits, bad)
print("loss with invalid targets:", loss, "| warnings:", len(w))
good = bad.clamp(min=0) / bad.clamp(min=0).sum(dim=1, keepdim=True)
print("rows normalised first     :", F.cross_entropy(logits, good))
