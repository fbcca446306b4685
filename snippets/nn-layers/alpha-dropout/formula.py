import torch
import torch.nn as nn

p = 0.2
alpha_p = -1.7580993408473766               # -scale * alpha of SELU: SELU's negative saturation value
a = ((1 - p) * (1 + p * alpha_p ** 2)) ** -0.5
b = -a * alpha_p * p

drop = nn.AlphaDropout(p)                   # training mode
x = torch.randn(1_000_000)                  # zero mean, unit variance
y = drop(x)
kept = (y - (a * x + b)).abs() < 1e-5
print(f"a = {a:.4f}, b = {b:.4f}, dropped value a*alpha'+b = {a * alpha_p + b:.4f}")
print("fraction kept:", round(kept.float().mean().item(), 4))
print("every other value equals:", torch.unique(y[~kept]))
print(f"input  mean {x.mean().item():.4f}, std {x.std().item():.4f}")
print(f"output mean {y.mean().item():.4f}, std {y.std().item():.4f}")
drop.eval()
print("eval returns the input itself:", drop(x) is x)
