# artifacts: curve.svg
import matplotlib.pyplot as plt
import torch
from torch import nn

act = nn.ReLU6()

pts = torch.tensor([-1.0, 0.0, 3.0, 6.0, 8.0], requires_grad=True)
out = act(pts)
(grad,) = torch.autograd.grad(out.sum(), pts)
print("x:       ", pts.detach())
print("ReLU6(x):", out.detach())
print("autograd:", grad)

# autograd derivative vs the closed form on a grid
x = torch.linspace(-3, 9, 101, requires_grad=True)
y = act(x)
(dy,) = torch.autograd.grad(y.sum(), x)
x, y = x.detach(), y.detach()
closed = ((x > 0) & (x < 6)).float()
print("matches closed form (atol 1e-6):", torch.allclose(dy, closed, rtol=0, atol=1e-6))

fig, ax = plt.subplots(figsize=(4, 2.5))
ax.plot(x, y, label="ReLU6(x)")
ax.plot(x, dy, "--", label="d/dx")
ax.set_xlabel("x")
ax.grid(alpha=0.3)
ax.legend(frameon=False)
fig.tight_layout()
fig.savefig("curve.svg")
