import math

import torch
from torch import nn


def out_size(n, k, s, p, d):
    return math.floor((n + 2 * p - d * (k - 1) - 1) / s) + 1


x = torch.randn(1, 2, 11, 11)
print("| kernel | stride | padding | dilation | H_in | formula | torch |")
print("|---|---|---|---|---|---|---|")
for k, s, p, d in [(3, 1, 0, 1), (3, 1, 1, 1), (3, 2, 1, 1), (4, 2, 1, 1), (5, 3, 0, 1), (3, 1, 0, 2), (3, 2, 2, 3)]:
    y = nn.Conv2d(2, 4, k, stride=s, padding=p, dilation=d)(x)
    print(f"| {k} | {s} | {p} | {d} | 11 | {out_size(11, k, s, p, d)} | {y.shape[-1]} |")
