import torch

nan, inf = float("nan"), float("inf")
x = torch.tensor([1.0, nan, inf, -inf, -0.0])
print("torch.isfinite(x)          :", torch.isfinite(x))
print("== ~(isnan | isinf)        :", torch.equal(torch.isfinite(x), ~(torch.isnan(x) | torch.isinf(x))))
print("int64 and bool inputs      :", torch.isfinite(torch.tensor([1, -5])), torch.isfinite(torch.tensor([True])))
z = torch.tensor([complex(1, 2), complex(1, inf), complex(nan, 0)])
print("complex                    :", torch.isfinite(z))
