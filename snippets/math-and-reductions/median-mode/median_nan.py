import torch

x = torch.tensor([1.0, float("nan"), 3.0, 2.0])
print("median    :", x.median())
print("nanmedian :", x.nanmedian())
