import torch

u = torch.tensor([1, 2])
print("u.ger(u):\n", u.ger(u), "\nequal to u.outer(u):", torch.equal(u.ger(u), u.outer(u)))
