import torch

x = torch.tensor([0.0, 0.5, 1.7, 2.0, 3.5], dtype=torch.float64)
f = torch.sin(x)
(g,) = torch.gradient(f, spacing=(x,))           # coordinates, one tensor per dimension

# Interior: (hl^2 f(x+hr) - hr^2 f(x-hl) + (hr^2 - hl^2) f(x)) / (hr hl^2 + hr^2 hl)
hl = x[1:-1] - x[:-2]
hr = x[2:] - x[1:-1]
by_hand = (hl**2 * f[2:] - hr**2 * f[:-2] + (hr**2 - hl**2) * f[1:-1]) / (hr * hl**2 + hr**2 * hl)
print("interior max |torch - formula|:", (g[1:-1] - by_hand).abs().max().item())
print("true derivative cos(x):", torch.cos(x))
print("estimate:              ", g)

# The classic example: f(x) = x^2 sampled at uneven points
xs = torch.tensor([-2.0, -1.0, 1.0, 4.0])
print("x^2 at", xs.tolist(), "->", torch.gradient(xs**2, spacing=(xs,))[0].tolist())

try:
    torch.gradient(xs**2, spacing=xs)            # a bare tensor, not a tuple
except TypeError:
    print("spacing=xs (bare tensor): TypeError; pass spacing=(xs,)")
