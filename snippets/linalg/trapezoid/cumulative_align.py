import torch

t = torch.linspace(0, 1, 5)
v = 2 * t                                               # velocity; position = t**2
pos = torch.cumulative_trapezoid(v, t)
try:
    pos - t ** 2
except RuntimeError as e:
    print("shape mismatch:", e)
pos0 = torch.cat([torch.zeros(1), pos])                 # integral from t[0] to t[0] is 0
print("aligned with t:", pos0.tolist())
print("max |pos - t^2|:", (pos0 - t ** 2).abs().max().item())
