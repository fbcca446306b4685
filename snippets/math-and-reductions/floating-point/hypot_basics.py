import math

import torch

a = torch.tensor([3.0, 1e20, 1e-30, -3.0])
b = torch.tensor([4.0, 1e20, 1e-30, 4.0])
print("hypot(a, b)        :", torch.hypot(a, b))
print("sqrt(a*a + b*b)    :", torch.sqrt(a * a + b * b))
print("math.hypot         :", [math.hypot(p, q) for p, q in zip(a.tolist(), b.tolist())])

h = torch.tensor([300.0, 3.0], dtype=torch.float16)
k = torch.tensor([400.0, 4.0], dtype=torch.float16)
print("float16 hypot      :", torch.hypot(h, k), "| naive:", torch.sqrt(h * h + k * k))

inf, nan = float("inf"), float("nan")
print("hypot(inf, nan), hypot(nan, 1):", torch.hypot(torch.tensor([inf, nan]), torch.tensor([nan, 1.0])))
print("broadcast (3,1) with (2,):", torch.hypot(torch.ones(3, 1), torch.ones(2)).shape)

y = torch.tensor([5.0, 8.0])
y.hypot_(torch.tensor([12.0, 15.0]))
print("y.hypot_           :", y, "| method:", torch.tensor([5.0]).hypot(torch.tensor([12.0])))
