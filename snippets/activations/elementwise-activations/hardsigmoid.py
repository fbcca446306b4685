# artifacts: curve.svg
import matplotlib.pyplot as plt
import torch
from torch import nn

act = nn.Hardsigmoid()

pts = torch.tensor([-4.0, -3.0, 0.0, 1.5, 3.0, 4.0], requires_grad=True)
out = act(pts)
(grad,) = torch.autograd.grad(out.sum(), pts)
print("x:       ", pts.detach())
print("Hardsigmoid(x):", out.detach())
print("autograd:", grad)

# autograd derivative vs the closed form on a grid
x = torch.linspace(-5, 5, 101, requires_grad=True)
y = act(x)
(dy,) = torch.autograd.grad(y.sum(), x)
x, y = x.detach(), y.detach()
closed = ((x > -3) & (x < 3)).float() / 6
print("matches closed form (atol 1e-6):", torch.allclose(dy, closed, rtol=0, atol=1e-6))

fig, ax = plt.subplots(figsize=(4, 2.5))
ax.plot(x, y, label="Hardsigmoid(x)")
ax.plot(x, dy, "--", label="d/dx")
ax.set_xlabel("x")
ax.grid(alpha=0.3)
ax.legend(frameon=False)
fig.tight_layout()
fig.savefig("curve.svg")
