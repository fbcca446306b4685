import torch

rates = torch.tensor([0.0, 1.0, 4.0, 100.0])
s = torch.poisson(rates)
print("rates:", rates)
print("draws:", s, s.dtype, tuple(s.shape))
print("whole numbers:", bool((s == s.round()).all()))

many = torch.poisson(torch.full((100000,), 3.0))
print("rate 3: mean", many.mean(), "variance", many.var())
print("0-d:", torch.poisson(torch.tensor(2.0)), "| empty:", tuple(torch.poisson(torch.empty(0, 3)).shape))
