import torch
import torch.nn.functional as F
from torch import nn

xs = [-5.0, -3.0, -1.5, -1.0, 0.0, 1.0, 3.0, 5.0]
x = torch.tensor(xs, dtype=torch.float64, requires_grad=True)
y = nn.Hardswish()(x)
hand = torch.tensor([v * min(max(v + 3, 0), 6) / 6 for v in xs], dtype=torch.float64)
print("Hardswish(x) :", y.detach())
print("max |Hardswish - x * relu6(x + 3) / 6 by hand| :", (y.detach() - hand).abs().max().item())
print("= x * hardsigmoid(x):", torch.equal(y.detach(), x.detach() * F.hardsigmoid(x.detach())))

y.sum().backward()
print("gradient     :", x.grad)
print("(2x + 3) / 6 :", [(2 * v + 3) / 6 for v in xs])
print("minimum on a grid:", nn.Hardswish()(torch.linspace(-3, 0, 3001, dtype=torch.float64)).min().item(), "at x = -1.5")
grid = torch.linspace(-6, 6, 1201)
gap = (nn.Hardswish()(grid) - F.silu(grid)).abs()
print("max |Hardswish - SiLU| on [-6, 6]:", round(gap.max().item(), 4), "at x =", grid[gap.argmax()].item())
