import torch

s = torch.tensor([1.0, 3.0, 5.0])
v = torch.tensor([float("nan"), float("inf"), float("-inf")])
print("left: ", torch.searchsorted(s, v).tolist())
print("right:", torch.searchsorted(s, v, side="right").tolist())
