import torch

torch.manual_seed(2)
print("initial_seed():", torch.initial_seed())
torch.rand(1000)   # drawing numbers does not change it
print("after drawing:", torch.initial_seed())

s = torch.seed()   # a fresh non-deterministic seed; initial_seed reports it
print("initial_seed() == seed():", torch.initial_seed() == s)
