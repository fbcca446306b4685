import math

import torch
import torch.nn.functional as F

print("| L_in | scale_factor | L_in * scale | floor | torch |")
print("|---|---|---|---|---|")
for n, s in [(4, 2), (5, 1.5), (7, 0.5), (10, 1.1), (7, 0.35), (3, 1 / 3)]:
    y = F.interpolate(torch.zeros(1, 1, n), scale_factor=s)
    print(f"| {n} | {s:.4g} | {n * s!r} | {math.floor(n * s)} | {y.shape[-1]} |")
