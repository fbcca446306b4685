import torch

# expected log of a Gamma(shape a, rate 1) variable: E[log X] = digamma(a)
a = torch.tensor([0.5, 2.0, 10.0])
print("a.digamma():", a.digamma())
print("same as torch.digamma:", torch.equal(a.digamma(), torch.digamma(a)))
print("a unchanged:", a)
