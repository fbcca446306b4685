import math

import torch
from torch import nn


def pool_out(n, k, s, p, d, ceil_mode):
    span = n + 2 * p - d * (k - 1) - 1
    out = (math.ceil(span / s) if ceil_mode else math.floor(span / s)) + 1
    if ceil_mode and (out - 1) * s >= n + p:  # last window would start in the right padding
        out -= 1
    return out


print("| H_in | kernel | stride | padding | dilation | ceil_mode | formula | torch |")
print("|---|---|---|---|---|---|---|---|")
for n, k, s, p, d in [(8, 2, 2, 0, 1), (7, 2, 2, 0, 1), (6, 3, 2, 0, 1), (5, 2, 2, 1, 1), (7, 3, 3, 1, 1), (9, 3, 2, 1, 2)]:
    for c in (False, True):
        y = nn.MaxPool2d(k, stride=s, padding=p, dilation=d, ceil_mode=c)(torch.randn(1, 1, n, n))
        print(f"| {n} | {k} | {s} | {p} | {d} | {c} | {pool_out(n, k, s, p, d, c)} | {y.shape[-1]} |")
