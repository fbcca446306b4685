import warnings

import torch
from torch import nn

pred = torch.tensor([[1.0], [2.0], [3.0]])  # (N, 1) from a regression head
target = torch.tensor([1.0, 2.0, 3.0])      # (N,)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    wrong = nn.MSELoss()(pred, target)  # broadcasts to (3, 3)
print(w[0].category.__name__, w[0].message)
print(f"loss with (N, 1) vs (N,): {wrong.item():.4f}")
print(f"loss after squeeze(1):   {nn.MSELoss()(pred.squeeze(1), target).item():.4f}")
