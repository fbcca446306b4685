import torch

# chi-square CDF with k degrees of freedom: P(k/2, x/2)
k = torch.tensor([1.0, 2.0, 10.0])
x = torch.tensor([3.841, 5.991, 18.307])  # the 95% critical values
print("(k/2).igamma(x/2):", (k / 2).igamma(x / 2))
print("same as torch.igamma:", torch.equal((k / 2).igamma(x / 2), torch.igamma(k / 2, x / 2)))
