import torch

# cross-entropy term p * log(q) with p = 0 entries
p = torch.tensor([0.0, 0.25, 0.75])
q = torch.tensor([0.0, 0.5, 0.5])
print("p.xlogy(q)        :", p.xlogy(q))
print("same as torch.xlogy:", torch.equal(p.xlogy(q), torch.xlogy(p, q)))
print("-sum, cross-entropy in nats:", -p.xlogy(q).sum())
