import torch

# normalising constant of a Wishart distribution with 5 degrees of freedom, 3 x 3 matrices
df = torch.tensor(5.0)
print("(df / 2).mvlgamma(3):", (df / 2).mvlgamma(3).item())
print("same as torch.mvlgamma:", torch.equal((df / 2).mvlgamma(3), torch.mvlgamma(df / 2, 3)))
