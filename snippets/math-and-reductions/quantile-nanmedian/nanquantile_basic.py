import torch

nan = float("nan")
x = torch.tensor([[1.0, nan, 3.0, 5.0],
                  [nan, nan, nan, nan]])
print("quantile(x, 0.5, dim=1)   :", torch.quantile(x, 0.5, dim=1))
print("nanquantile(x, 0.5, dim=1):", torch.nanquantile(x, 0.5, dim=1))
print("== quantile of the non-NaN:", torch.quantile(torch.tensor([1.0, 3.0, 5.0]), 0.5))
print("no NaN: same as quantile  :", torch.equal(torch.nanquantile(x[0, [0, 2, 3]], 0.3), torch.quantile(x[0, [0, 2, 3]], 0.3)))
