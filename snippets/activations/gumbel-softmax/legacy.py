import warnings

import torch
import torch.nn.functional as F
from torch.distributions import RelaxedOneHotCategorical

logits = torch.tensor([0.5, 1.0, 0.2])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    F.gumbel_softmax(logits, eps=1e-5)
print("eps= ->", w[0].category.__name__ + ":", w[0].message)

# the same relaxed distribution as a torch.distributions object
d = RelaxedOneHotCategorical(temperature=torch.tensor(1.0), logits=logits)
s = d.rsample((4,))
print("rsample shape:", tuple(s.shape), "| rows sum to 1:", torch.allclose(s.sum(-1), torch.ones(4)))
print("log_prob available:", d.log_prob(s).shape)
