import torch

t = torch.empty(8, dtype=torch.int64)          # contents are overwritten
r = t.bernoulli_(0.5)
print("int64 filled with p=0.5:", t)
print("returns self:", r is t)
print("bool:", torch.empty(6, dtype=torch.bool).bernoulli_(0.5))

col_p = torch.tensor([0.0, 1.0, 0.5])           # broadcast over the rows of self
print("per-column p:\n", torch.empty(3, 3).bernoulli_(col_p))

x = torch.ones(2, 5)                            # a dropout-style keep mask
keep = torch.empty_like(x).bernoulli_(0.8)
print("inverted dropout:\n", x * keep / 0.8)
