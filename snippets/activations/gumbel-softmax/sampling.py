import torch
import torch.nn.functional as F

probs = torch.tensor([0.1, 0.2, 0.7])
logits = probs.log().expand(20000, 3)

y = F.gumbel_softmax(logits, tau=1.0, hard=True)
print("every row one-hot :", bool(((y == 0) | (y == 1)).all() and (y.sum(dim=-1) == 1).all()))
print("class frequencies :", y.mean(dim=0), "| softmax(logits):", probs)

# temperature: small tau -> close to one-hot, large tau -> close to uniform
for tau in (0.1, 1.0, 10.0):
    s = F.gumbel_softmax(logits, tau=tau)
    print(f"tau={tau:<4} mean of the largest entry per row: {s.max(dim=-1).values.mean().item():.4f}")

# dim picks the axis that sums to 1
print("dim=1 on (2, 3, 4): sums over dim 1 =", F.gumbel_softmax(torch.randn(2, 3, 4), dim=1).sum(dim=1)[0])
