import torch

x = torch.tensor([-2.5, -1.0, -0.3, 0.0, 0.7, 3.9])
f = torch.floor(x)
print("floor(x)             :", f)
print("floor(x) == -ceil(-x):", torch.equal(f, -torch.ceil(-x)))
print("x // 1 equals floor  :", torch.equal(x // 1, f))
print("floor(x) <= x        :", bool((f <= x).all()), "| x - floor(x) in [0, 1):", bool(((x - f) >= 0).all() and ((x - f) < 1).all()))

i = torch.tensor([-7, 7])
print("int64 floor          :", torch.floor(i), torch.floor(i).dtype)

y = x.clone()
y.floor_()
print("y.floor_() == floor  :", torch.equal(y, f))
print("inf, nan pass through:", torch.floor(torch.tensor([float("-inf"), float("nan")])))
