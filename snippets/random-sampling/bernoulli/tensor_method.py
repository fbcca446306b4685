import torch

p = torch.tensor([0.1, 0.5, 0.9], dtype=torch.float64)
g = torch.Generator().manual_seed(5)
a = p.bernoulli(generator=g)
g.manual_seed(5)
b = torch.bernoulli(p, generator=g)
print("p.bernoulli():", a)
print("same as torch.bernoulli(p):", torch.equal(a, b))
print("p unchanged:", p)
