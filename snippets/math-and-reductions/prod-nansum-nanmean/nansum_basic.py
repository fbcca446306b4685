import torch

nan = float("nan")
x = torch.tensor([[1.0, nan, 2.0],
                  [nan, nan, nan]])
print("sum(x, dim=1)   :", torch.sum(x, dim=1))
print("nansum(x, dim=1):", torch.nansum(x, dim=1), "<- all-NaN row gives 0")
print("by hand         :", torch.where(x.isnan(), torch.zeros_like(x), x).sum(dim=1))
print("inf is kept     :", torch.nansum(torch.tensor([1.0, float("inf"), nan])))
print("inf + -inf      :", torch.nansum(torch.tensor([float("inf"), -float("inf")])), "<- a new NaN, not skipped")
print("int8 input dtype:", torch.nansum(torch.tensor([100, 100], dtype=torch.int8)).dtype)
print("dtype=float64   :", torch.nansum(torch.tensor([1.0, nan]), dtype=torch.float64))
