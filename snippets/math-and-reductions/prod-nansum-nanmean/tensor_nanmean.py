import torch

readings = torch.tensor([[20.5, float("nan"), 21.5],
                         [19.0, 19.5, float("nan")]])
a = readings.clone().requires_grad_()
m = a.nanmean(dim=1)
m.sum().backward()
print("readings.nanmean(dim=1):", m.detach())
print("grad:", a.grad, "<- 1/2 for each of the two valid values per row")
