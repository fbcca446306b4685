import torch
from torch.distributions import Categorical, Normal, kl_divergence

p = Normal(torch.tensor(0.0), torch.tensor(1.0))
q = Categorical(probs=torch.tensor([0.5, 0.5]))
try:
    kl_divergence(p, q)                      # no closed form registered for this pair, and no fallback
except NotImplementedError as e:
    print("NotImplementedError:", e)
