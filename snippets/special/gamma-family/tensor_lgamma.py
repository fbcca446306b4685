import torch

# log of a binomial coefficient: log C(n, k) = lgamma(n+1) - lgamma(k+1) - lgamma(n-k+1)
n, k = torch.tensor(1000.0), torch.tensor(500.0)
log_c = (n + 1).lgamma() - (k + 1).lgamma() - (n - k + 1).lgamma()
print("log C(1000, 500):", log_c.item())
print("C(1000, 500) itself in float32:", torch.exp(log_c).item())
print("same as torch.lgamma:", torch.equal((n + 1).lgamma(), torch.lgamma(n + 1)))
