import torch

p = torch.tensor([0.0, 0.0, 1.0, 1.0, 1.0, 1.0])
print("bernoulli(p):     ", torch.bernoulli(p))
print("bernoulli(p, 0.5):", torch.bernoulli(p, 0.5))   # the values of p are ignored
print("bernoulli(p, 0.0):", torch.bernoulli(p, 0.0))
