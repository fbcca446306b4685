import torch
from torch.distributions import Categorical, Normal

torch.manual_seed(0)
mu = torch.tensor(0.5, requires_grad=True)
d = Normal(mu, 1.0)

x = d.rsample()                  # x = mu + 1.0 * eps: differentiable in mu
x.backward()
print("rsample grad d x / d mu:", mu.grad)

s = d.sample()                   # drawn without a graph
print("sample().requires_grad:", s.requires_grad)
print("has_rsample: Normal", Normal.has_rsample, " Categorical", Categorical.has_rsample)
