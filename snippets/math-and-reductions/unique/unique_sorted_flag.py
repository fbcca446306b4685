import torch

x = torch.tensor([30, 10, 30, 20, 10])
print("sorted=True :", torch.unique(x, sorted=True))
print("sorted=False:", torch.unique(x, sorted=False), "<- sorted anyway on this CPU build")
first = torch.tensor([x.tolist().index(v) for v in torch.unique(x).tolist()])   # first position of each value
print("first-appearance order, by hand:", x[first.sort().values])
