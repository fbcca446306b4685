import math
import torch

x = torch.tensor([3.0, -4.0, 0.0, 1.0], dtype=torch.float64)
v = [abs(t) for t in x.tolist()]
by_hand = {
    2: math.sqrt(sum(t ** 2 for t in v)),
    1: sum(v),
    3: sum(t ** 3 for t in v) ** (1 / 3),
    0.5: sum(t ** 0.5 for t in v) ** 2,
    0: sum(t != 0 for t in v),
    float("inf"): max(v),
    float("-inf"): min(v),
}
for ord, ref in by_hand.items():
    print(f"ord={ord}: vector_norm={torch.linalg.vector_norm(x, ord).item():.6f}  by hand={ref:.6f}")
print("ord=-1 (a zero entry makes it 0):", torch.linalg.vector_norm(x, -1).item())
