import torch

scores = torch.tensor([0.2, float("nan"), 0.9, 0.4, 0.6])
print("scores.nanquantile(0.25, interpolation='lower'):", scores.nanquantile(0.25, interpolation="lower"))
print("scores.nanquantile(0.25)                       :", scores.nanquantile(0.25))
