import itertools
import torch

a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5])
p = torch.cartesian_prod(a, b)
print(p)
print("== itertools.product:", p.tolist() == [list(t) for t in itertools.product(a.tolist(), b.tolist())])
gx, gy = torch.meshgrid(a, b, indexing="ij")
print("== stacked ij meshgrid:", torch.equal(p, torch.stack([gx.reshape(-1), gy.reshape(-1)], dim=1)))
print("three inputs: shape", tuple(torch.cartesian_prod(a, b, torch.tensor([0, 1])).shape))
