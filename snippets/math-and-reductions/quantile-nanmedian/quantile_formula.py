import math

import numpy as np
import torch

g = torch.Generator().manual_seed(0)
x = torch.randn(11, dtype=torch.float64, generator=g)
q = torch.tensor([0.0, 0.1, 0.37, 0.5, 0.95, 1.0], dtype=torch.float64)
s = sorted(x.tolist())
n = len(s)

def by_hand(p, mode):
    pos = p * (n - 1)
    lo, hi = math.floor(pos), math.ceil(pos)
    frac = pos - lo
    return {"linear": s[lo] + frac * (s[hi] - s[lo]), "lower": s[lo], "higher": s[hi],
            "nearest": s[round(pos)], "midpoint": (s[lo] + s[hi]) / 2 if hi != lo else s[lo]}[mode]

for mode in ["linear", "lower", "higher", "nearest", "midpoint"]:
    got = torch.quantile(x, q, interpolation=mode)
    ref = torch.tensor([by_hand(p, mode) for p in q.tolist()], dtype=torch.float64)
    npy = torch.from_numpy(np.quantile(x.numpy(), q.numpy(), method=mode))
    print(f"{mode:8s} max |torch - by hand| = {(got - ref).abs().max().item():.1e}, equals NumPy: {torch.allclose(got, npy)}")

pos = torch.tensor([0.5, 1.5, 2.5, 3.5])
r = torch.quantile(torch.arange(10.0), pos / 9, interpolation="nearest")
print("nearest at positions 0.5, 1.5, 2.5, 3.5 of 0..9:", r, "<- ties go to the even index")
