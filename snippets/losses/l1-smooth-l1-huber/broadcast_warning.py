import warnings
import torch
import torch.nn as nn

pred = torch.tensor([[1.0], [2.0], [3.0]])     # (N, 1) from a regression head
target = torch.tensor([1.0, 2.0, 3.0])         # (N,): a perfect prediction
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    loss = nn.SmoothL1Loss()(pred, target)
print(w[0].category.__name__, str(w[0].message)[:90], "...")
print("loss with (N, 1) vs (N,):", loss.item())
print("loss with squeeze(1):    ", nn.SmoothL1Loss()(pred.squeeze(1), target).item())
