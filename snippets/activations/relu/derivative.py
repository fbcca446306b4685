# artifacts: curve.svg
import matplotlib.pyplot as plt
import torch

# values and autograd derivative at a few points, including the kink at 0
pts = torch.tensor([-2.0, -0.5, 0.0, 0.5, 2.0], requires_grad=True)
out = torch.relu(pts)
(grad,) = torch.autograd.grad(out.sum(), pts)
print("x:        ", pts.detach())
print("relu(x):  ", out.detach())
print("d relu/dx:", grad)

# autograd vs the closed form 1[x > 0] on a grid
x = torch.linspace(-3, 3, 101, requires_grad=True)
y = torch.relu(x)
(dy,) = torch.autograd.grad(y.sum(), x)
closed = (x > 0).to(x.dtype)
print("autograd == closed form 1[x > 0]:", torch.equal(dy, closed))

fig, ax = plt.subplots(figsize=(4, 2.5))
ax.plot(x.detach(), y.detach(), label="relu(x)")
ax.plot(x.detach(), dy, "--", label="d/dx")
ax.set_xlabel("x")
ax.grid(alpha=0.3)
ax.legend(frameon=False)
fig.tight_layout()
fig.savefig("curve.svg")
