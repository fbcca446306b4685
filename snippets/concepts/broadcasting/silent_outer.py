import warnings

import torch
from torch import nn

pred = torch.tensor([[1.0], [2.0], [3.0], [4.0]])  # (N, 1) from a Linear(..., 1)
target = torch.tensor([1.0, 2.0, 3.0, 4.0])  # (N,)
print("pred - target shape:", (pred - target).shape)

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    wrong = nn.MSELoss()(pred, target)
print(w[0].category.__name__, w[0].message)
print("MSE with broadcasting:", wrong.item(), "| with matching shapes:",
      nn.MSELoss()(pred.squeeze(1), target).item())
for name, loss_fn in [("nn.L1Loss", nn.L1Loss()),
                      ("hand-written ((pred - target) ** 2).mean()",
                       lambda p, t: ((p - t) ** 2).mean())]:
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        loss_fn(pred, target)
    print(f"{name}: {len(w)} warning(s)")
