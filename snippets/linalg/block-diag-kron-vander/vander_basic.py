import torch

x = torch.tensor([1., 2., 3., 5.])
print("default (decreasing):\n", torch.vander(x))
print("N=3, increasing=True:\n", torch.vander(x, N=3, increasing=True))

# by hand: column j holds x ** (N-1-j), or x ** j when increasing
N = 5
powers = torch.arange(N)
print("max diff, decreasing:", (torch.vander(x, N=N) - x[:, None] ** powers.flip(0)).abs().max().item())
print("max diff, increasing:", (torch.vander(x, N=N, increasing=True) - x[:, None] ** powers).abs().max().item())

print("N=0 -> shape", tuple(torch.vander(x, N=0).shape))
print("empty x -> shape", tuple(torch.vander(torch.tensor([])).shape))

# with increasing=True, V @ c evaluates c0 + c1*x + c2*x**2 at every point
c = torch.tensor([1., 2., 3.])
print("V @ c:", torch.vander(x, N=3, increasing=True) @ c, " by hand:", 1 + 2 * x + 3 * x ** 2)
