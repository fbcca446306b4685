import torch

x = torch.tensor([3.0, 1.0, 4.0, 1.0, 5.0])
print("k=1:", torch.kthvalue(x, 1))
print("k=2:", torch.kthvalue(x, 2))
y = torch.tensor([1.0, float("nan"), 3.0, 2.0])
print("largest k=4 with a NaN:", torch.kthvalue(y, 4).values, " k=3:", torch.kthvalue(y, 3).values)
print("k=1 with a NaN:", torch.kthvalue(y, 1).values, " but y.min():", y.min(), " y.median():", y.median())
