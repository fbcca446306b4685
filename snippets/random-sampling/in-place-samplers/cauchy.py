import torch

x = torch.empty(1_000_001).cauchy_(median=3.0, sigma=2.0)
print("median:", x.median(), "| median |x - 3|:", (x - 3).abs().median(), "(= sigma)")
print("quartiles:",
      torch.tensor([x.kthvalue(250_001).values, x.kthvalue(750_001).values]))
print("largest |x|:", x.abs().max())
for n in (1_000, 100_000, 1_000_001):
    print(f"mean of first {n:>9,}: {x[:n].mean().item():.3f}")
