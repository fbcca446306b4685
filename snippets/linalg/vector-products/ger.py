import warnings
import torch

u = torch.tensor([1.0, 2.0])
v = torch.tensor([3.0, 4.0, 5.0])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    g = torch.ger(u, v)
print("ger(u, v):\n", g)
print("same as outer:", torch.equal(g, torch.outer(u, v)))
print("warnings raised at run time:", len(w))
