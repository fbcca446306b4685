import torch
import torch.nn.functional as F

xs = [-100.0, -1.0, 0.0, 0.5, 100.0]
x = torch.tensor(xs, dtype=torch.float64)
y = F.softsign(x)
print("F.softsign(x) :", y)
print("max |F.softsign - x / (1 + |x|) by hand| :",
      (y - torch.tensor([v / (1 + abs(v)) for v in xs], dtype=torch.float64)).abs().max().item())
print("int64 input   :", F.softsign(torch.tensor([-3, 0, 1])), "(true division gives float)")
print("with inf      :", F.softsign(torch.tensor([float("inf"), float("-inf")])))
