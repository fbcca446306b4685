import torch
from torch.distributions import Exponential

for dt in (torch.float16, torch.bfloat16, torch.float32, torch.float64):
    x = torch.empty(2_000_000, dtype=dt).exponential_()
    print(f"{str(dt):15} zeros in 2e6 draws: {(x == 0).sum().item()}, smallest: {x.min().item():.3g}")

tiny = torch.empty(1000, dtype=torch.float16).exponential_(60000.0)
print("float16, lambd=60000: zeros after rounding:", (tiny == 0).sum().item())
print("lambd=inf:", torch.empty(3).exponential_(float("inf")))
print("distributions.Exponential sample:", Exponential(torch.tensor(1.0)).sample((4,)))
