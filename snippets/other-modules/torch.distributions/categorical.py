import torch
from torch.distributions import Categorical

torch.manual_seed(0)
c = Categorical(probs=torch.tensor([0.2, 0.3, 0.5]))
draws = c.sample((10_000,))
print("first draws:", draws[:8])
print("frequencies:", torch.bincount(draws) / len(draws))
print("log_prob(2):", c.log_prob(torch.tensor(2)), " = log(0.5):", torch.log(torch.tensor(0.5)))

# logits are normalised with softmax
print("from logits:", Categorical(logits=torch.tensor([0.0, 0.0, 0.0])).probs)
