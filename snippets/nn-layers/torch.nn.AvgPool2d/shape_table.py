import math

import torch
from torch import nn


def avg_out(n, k, s, p, ceil_mode):
    span = n + 2 * p - k
    out = (math.ceil(span / s) if ceil_mode else math.floor(span / s)) + 1
    if ceil_mode and (out - 1) * s >= n + p:
        out -= 1
    return out


print("| H_in | kernel | stride | padding | ceil_mode | formula | torch |")
print("|---|---|---|---|---|---|---|")
for n, k, s, p in [(8, 2, 2, 0), (7, 2, 2, 0), (7, 3, 2, 1), (5, 2, 2, 1), (10, 4, 3, 2)]:
    for c in (False, True):
        y = nn.AvgPool2d(k, stride=s, padding=p, ceil_mode=c)(torch.randn(1, 1, n, n))
        print(f"| {n} | {k} | {s} | {p} | {c} | {avg_out(n, k, s, p, c)} | {y.shape[-1]} |")
