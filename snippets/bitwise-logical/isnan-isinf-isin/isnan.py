import torch

nan, inf = float("nan"), float("inf")
x = torch.tensor([1.0, nan, inf, -inf, 0.0])
print("torch.isnan(x):", torch.isnan(x))
print("same as x != x:", torch.equal(torch.isnan(x), x != x))
print("x == nan      :", x == nan, "<- never finds NaN")
print("int64 input   :", torch.isnan(torch.tensor([1, 2])), "<- integers cannot be NaN")
print("0-dim input   :", torch.isnan(torch.tensor(nan)))
