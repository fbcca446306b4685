import torch
from torch.distributions import Normal

torch.manual_seed(0)
n = Normal(loc=torch.tensor(0.0), scale=torch.tensor(1.0))
print("sample((3,)):", n.sample((3,)))
print("log_prob(0):", n.log_prob(torch.tensor(0.0)), " = -log(sqrt(2*pi)):",
      -torch.log(torch.sqrt(torch.tensor(2 * torch.pi))))
print("entropy:", n.entropy())
print("mean, stddev:", n.mean, n.stddev)
print("cdf(1.96):", n.cdf(torch.tensor(1.96)))
