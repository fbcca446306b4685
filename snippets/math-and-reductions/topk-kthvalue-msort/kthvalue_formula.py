import torch

g = torch.Generator().manual_seed(0)
x = torch.randn(4, 9, generator=g)
ok = all(torch.equal(torch.kthvalue(x, k, dim=1).values, torch.sort(x, dim=1).values[:, k - 1]) for k in range(1, 10))
print("kthvalue(x, k) == sort(x)[k-1] for k = 1..9:", ok)
