# artifacts: loss.svg
import matplotlib.pyplot as plt
import torch
import torch.nn.functional as F

# two classes, target 0; z = logit of class 0 minus logit of class 1
z = torch.linspace(-6, 6, 121)
logits = torch.stack([z, torch.zeros_like(z)], dim=1)
target = torch.zeros(len(z), dtype=torch.long)
ce = F.cross_entropy(logits, target, reduction="none")
smooth = F.cross_entropy(logits, target, reduction="none", label_smoothing=0.2)

for v in (-4.0, -2.0, 0.0, 2.0, 4.0, 6.0):
    i = int(torch.argmin((z - v).abs()))
    print(f"z={v:+.0f}: cross_entropy={ce[i]:.4f}  label_smoothing=0.2: {smooth[i]:.4f}")
print(f"minimum with label_smoothing=0.2: {smooth.min():.4f} at z={z[smooth.argmin()]:.1f}")

fig, ax = plt.subplots(figsize=(6, 3.5))
ax.plot(z, ce, label="cross_entropy")
ax.plot(z, smooth, label="label_smoothing=0.2")
ax.set_xlabel("logit margin z (true class minus other)")
ax.set_ylabel("loss")
ax.grid(alpha=0.3)
ax.legend()
fig.tight_layout()
fig.savefig("loss.svg")
