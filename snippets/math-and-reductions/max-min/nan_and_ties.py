import torch

x = torch.tensor([1.0, float("nan"), 3.0])
print("max with NaN    :", x.max(), "| argmax:", x.argmax())
print("nan_to_num first:", torch.nan_to_num(x, nan=float("-inf")).max())

ties = torch.tensor([2, 5, 5, 1, 5])
print("ties -> first index:", ties.argmax(), ties.max(dim=0).indices)
low = torch.tensor([4, 1, 3, 1, 1])
print("min ties -> first index:", low.argmin(), low.min(dim=0).indices)
