import torch

x = torch.tensor([0.0, 1.0, 3.0, 6.0], dtype=torch.float64)
y = x ** 2
xs, ys = x.tolist(), y.tolist()
by_hand = sum((xs[i + 1] - xs[i]) * (ys[i] + ys[i + 1]) / 2 for i in range(3))
print("trapezoid(y, x):", torch.trapezoid(y, x).item(), " by hand:", by_hand)
left = sum((xs[i + 1] - xs[i]) * ys[i] for i in range(3))
right = sum((xs[i + 1] - xs[i]) * ys[i + 1] for i in range(3))
print("left Riemann:", left, " right Riemann:", right, " average:", (left + right) / 2)
print("exact integral of x^2 on [0, 6]:", 6.0 ** 3 / 3)

u = torch.tensor([1.0, 4.0, 9.0, 16.0])
print("spacing dx=1 (default):", torch.trapezoid(u).item(), " dx=0.5:", torch.trapezoid(u, dx=0.5).item(),
      " by hand dx*(sum - (first+last)/2):", 0.5 * (u.sum() - (u[0] + u[-1]) / 2).item())
