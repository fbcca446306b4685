import math

import torch

for n, k in [(6, 4), (10, 4), (13, 5), (2, 5)]:
    c = math.ceil(n / k)                       # chunk size
    count = math.ceil(n / c)                   # how many chunks come back
    rule = [c] * (count - 1) + [n - c * (count - 1)]
    got = [p.numel() for p in torch.arange(n).chunk(k)]
    print(f"n={n:2} k={k}: c={c} count={count} rule={rule} torch={got} match={rule == got}")
