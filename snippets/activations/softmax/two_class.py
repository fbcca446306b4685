# artifacts: curve.svg
import matplotlib.pyplot as plt
import torch

# two classes with logits (x, 0): p_0 = softmax([x, 0])[0] is sigmoid(x)
x = torch.linspace(-6, 6, 101, requires_grad=True)
logits = torch.stack([x, torch.zeros_like(x)], dim=1)  # (101, 2)
p0 = torch.softmax(logits, dim=1)[:, 0]
lp0 = torch.log_softmax(logits, dim=1)[:, 0]
(dp,) = torch.autograd.grad(p0.sum(), x)
(dlp,) = torch.autograd.grad(lp0.sum(), x)

for v in (-4.0, 0.0, 4.0):
    i = int(torch.argmin((x.detach() - v).abs()))
    print(f"x={v:+.0f}: softmax p0={p0[i].item():.4f} dp0/dx={dp[i].item():.4f} "
          f"log_softmax={lp0[i].item():.4f} d/dx={dlp[i].item():.4f}")
x, p0, lp0 = x.detach(), p0.detach(), lp0.detach()
print("p0 == sigmoid(x):", torch.allclose(p0, torch.sigmoid(x), atol=1e-6))
print("dp0/dx == p0(1-p0):", torch.allclose(dp, p0 * (1 - p0), atol=1e-6))
print("dlog p0/dx == 1-p0:", torch.allclose(dlp, 1 - p0, atol=1e-6))

fig, ax = plt.subplots(figsize=(4, 2.5))
ax.plot(x, p0, label="softmax([x, 0])[0]")
ax.plot(x, dp, "--", label="d/dx softmax")
ax.plot(x, lp0, label="log_softmax([x, 0])[0]")
ax.plot(x, dlp, ":", label="d/dx log_softmax")
ax.set_ylim(-3, 1.5)
ax.set_xlabel("x")
ax.grid(alpha=0.3)
ax.legend(frameon=False, fontsize=7)
fig.tight_layout()
fig.savefig("curve.svg")
