import torch

m = torch.zeros(2, 2)
for u in (torch.tensor([1.0, 0.0]), torch.tensor([0.0, 1.0]), torch.tensor([1.0, 1.0])):
    m.addr_(u, u)                                  # accumulate rank-one updates u u^T
print("sum of u u^T:", m.tolist())
try:
    torch.zeros(2).addr_(torch.ones(2), torch.ones(2))
except RuntimeError as e:
    print("self of shape (2,):", e)
