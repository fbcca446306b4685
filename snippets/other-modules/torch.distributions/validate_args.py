# raises: ValueError
import torch
from torch.distributions import Normal

Normal(torch.tensor(0.0), torch.tensor(-1.0))   # scale must be positive
