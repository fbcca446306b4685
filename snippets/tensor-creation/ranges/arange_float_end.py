import torch

# with a float step, rounding can put the "excluded" end into the result
r = torch.arange(1, 1.3, 0.1)
print("arange(1, 1.3, 0.1):", r, " length:", len(r))
r2 = torch.arange(1, 2.2, 0.4)
print("arange(1, 2.2, 0.4):", r2, " length:", len(r2))

# linspace fixes the count instead, so the length is never in doubt
print("linspace(1, 1.2, 3):", torch.linspace(1, 1.2, 3))
