import torch

t = torch.tensor([2.0, 5.0, 5.0, 1.0, 5.0])
print("topk(t, 2).indices           :", torch.topk(t, 2).indices, "<- two of the three 5s, not the first two")
print("sort(t, stable=True) first 2 :", torch.sort(t, descending=True, stable=True).indices[:2])
y = torch.tensor([1.0, float("nan"), 3.0, 2.0])
print("topk(y, 2)                   :", torch.topk(y, 2).values, "<- NaN counts as the largest")
print("topk(y, 2, largest=False)    :", torch.topk(y, 2, largest=False).values)
