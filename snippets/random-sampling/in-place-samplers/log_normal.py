import torch

x = torch.empty(1_000_000, dtype=torch.float64).log_normal_()   # mean=1, std=2 of log(x)
print("defaults: log(x) mean", x.log().mean(), "| log(x) std", x.log().std())
print("          x median", x.median(), "(e^1) | min", x.min())

y = torch.empty(1_000_000, dtype=torch.float64).log_normal_(0.0, 0.5)
print("mean=0, std=0.5: x mean", y.mean(), "vs exp(0 + 0.5**2 / 2) =", torch.exp(torch.tensor(0.125)))
