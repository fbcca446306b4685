import torch

inf = float("inf")
x = torch.tensor([inf, -inf, 1e38 * 10, float("nan")])
print("x                :", x)
print("torch.isposinf(x):", torch.isposinf(x))
out = torch.empty(4, dtype=torch.bool)
torch.isposinf(x, out=out)
print("with out=        :", out)
print("int64 input      :", torch.isposinf(torch.tensor([1, 2])))
