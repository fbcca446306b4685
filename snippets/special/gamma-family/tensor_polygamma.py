import torch

# the Fisher information of a Gamma(shape a) distribution in a is trigamma(a)
a = torch.tensor([0.5, 1.0, 5.0])
print("a.polygamma(1):", a.polygamma(1))
print("same as torch.polygamma(1, a):", torch.equal(a.polygamma(1), torch.polygamma(1, a)))
print("int64 input ->", torch.tensor([1, 2]).polygamma(2))
