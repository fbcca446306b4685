import torch

nan, inf = float("nan"), float("inf")
a = torch.tensor([1.0, 1e-9, 100.0, nan, inf, inf])
b = torch.tensor([1.00001, 0.0, 100.001, nan, inf, -inf])
print("isclose(a, b)                :", torch.isclose(a, b))
print("isclose(a, b, equal_nan=True):", torch.isclose(a, b, equal_nan=True))
print("dtype:", torch.isclose(a, b).dtype, "shape:", torch.isclose(a, b).shape)
