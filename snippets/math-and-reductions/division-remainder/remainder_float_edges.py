import torch

x = torch.tensor([-1e-20, -0.0, 0.0])
r = torch.remainder(x, 3)
print("remainder(x, 3):", r.tolist())
print("result == divisor somewhere:", bool((r == 3).any()))
inf = float("inf")
y = torch.tensor([-5.0, 5.0])
print("remainder(y, inf):", torch.remainder(y, inf))
print("fmod(y, inf)     :", torch.fmod(y, inf))
print("remainder(inf, 3), remainder(nan, 3):", torch.remainder(torch.tensor([inf, float("nan")]), 3))
print("Python % on the same x:", [v % 3 for v in [-1e-20, -0.0, 0.0]])
