import torch
from torch.distributions import Normal, kl_divergence

p = Normal(torch.tensor(0.0), torch.tensor(1.0))
q = Normal(torch.tensor(1.0), torch.tensor(1.0))
kl = kl_divergence(p, q)
print("KL(p || q):", kl, " closed form (mu_p - mu_q)^2 / 2:", (0.0 - 1.0) ** 2 / 2)
