import numpy as np
import torch

for v in (5, 6, 7, -1):
    r, c = torch.unravel_index(torch.tensor(v), (3, 2))
    print(f"index {v:>2} in (3, 2) -> ({r.item()}, {c.item()}) | {v} mod 6 = {v % 6}")
try:
    np.unravel_index(6, (3, 2))
except ValueError as e:
    print("numpy, index 6: ValueError:", e)
