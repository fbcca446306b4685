import torch
from torch import nn

lower, upper = 1 / 8, 1 / 3
m = nn.RReLU(lower, upper)
x = torch.tensor([-2.0, -1.0, -1.0, -1.0, -1.0, 0.5, 3.0])

print(m, "| training:", m.training)
y1, y2 = m(x), m(x)
print("train, call 1 :", y1)
print("train, call 2 :", y2)
slopes = y1[:5] / x[:5]
print("negative-side slopes in [1/8, 1/3]:", bool(((slopes >= lower) & (slopes <= upper)).all()),
      "| positive side unchanged:", torch.equal(y1[5:], x[5:]))

m.eval()
mean_slope = (lower + upper) / 2
print("eval          :", m(x))
print("eval == x * (lower + upper) / 2 on the negative side:",
      torch.allclose(m(x)[:5], x[:5] * mean_slope), "| slope =", round(mean_slope, 6))

# many draws: spread over [lower, upper] with mean (lower + upper) / 2, as a uniform distribution would
m.train()
s = m(-torch.ones(100_000)).neg()
print(f"100000 slopes: min {s.min().item():.4f}, max {s.max().item():.4f}, mean {s.mean().item():.4f},",
      f"std {s.std().item():.4f} (uniform: {(upper - lower) / 12 ** 0.5:.4f})")
