import torch
import torch.nn.functional as F

logits = torch.tensor([[1.0, 2.0, 0.5], [0.0, 0.0, 3.0]])
tau = 0.5

torch.manual_seed(3)
y = F.gumbel_softmax(logits, tau=tau)

# by hand, with the same random numbers: g = -log(E), E ~ Exponential(1), so g ~ Gumbel(0, 1)
torch.manual_seed(3)
g = -torch.empty_like(logits).exponential_().log()
z = (logits + g) / tau
hand = torch.exp(z - z.max(dim=-1, keepdim=True).values)
hand = hand / hand.sum(dim=-1, keepdim=True)

print("gumbel_softmax :", y)
print("by hand        :", hand)
print("max |difference| :", (y - hand).abs().max().item())
print("row sums       :", y.sum(dim=-1), "| shape:", tuple(y.shape), "| dtype:", y.dtype)
