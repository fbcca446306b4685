import torch

x = torch.tensor([1.0, float("nan"), 3.0])
print("sum / mean with NaN   :", x.sum(), x.mean())
print("nansum / nanmean      :", x.nansum(), x.nanmean())

empty = torch.tensor([])
print("sum of empty          :", empty.sum())
print("mean of empty         :", empty.mean())
print("mean over an empty dim:", torch.empty(0, 3).mean(dim=0))
