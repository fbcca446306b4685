import torch

p = torch.tensor([0.0, 0.2, 0.5, 0.8, 1.0])
print("torch.special.logit(p, eps=1e-3):", torch.special.logit(p, eps=1e-3))
print("identical to torch.logit:", torch.equal(torch.special.logit(p, eps=1e-3), torch.logit(p, eps=1e-3)))
