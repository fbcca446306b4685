import torch

nan = float("nan")
x = torch.tensor([[1.0, nan, 3.0, 2.0],
                  [nan, nan, nan, nan]])
print("median(x[0])   :", torch.median(x[0]))
print("nanmedian(x[0]):", torch.nanmedian(x[0]))
r = torch.nanmedian(x, dim=1)
print(type(r).__name__, "values:", r.values, "<- all-NaN row gives nan")
print("even count -> lower middle: nanmedian([1, 2, 3, 4]) =", torch.nanmedian(torch.tensor([1.0, 2.0, 3.0, 4.0])),
      " quantile(0.5) =", torch.quantile(torch.tensor([1.0, 2.0, 3.0, 4.0]), 0.5))
print("int64 input    :", torch.nanmedian(torch.tensor([3, 1, 2])))
