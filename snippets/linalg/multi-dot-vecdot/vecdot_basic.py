import torch

x = torch.tensor([1 + 2j, 3 - 1j])
y = torch.tensor([2 - 1j, 1j])
print("vecdot(x, y):", torch.linalg.vecdot(x, y), " sum(conj(x) * y):", (x.conj() * y).sum())
X = torch.randn(4, 3)
v = torch.randn(3)
res = torch.linalg.vecdot(X, v)
print("(4,3) with (3,) broadcasts ->", tuple(res.shape), " rows dotted with v:", torch.allclose(res, X @ v))
Y = torch.randn(3, 4)
print("dim=0 of (3,4) ->", tuple(torch.linalg.vecdot(Y, Y, dim=0).shape),
      " = squared column norms:", torch.allclose(torch.linalg.vecdot(Y, Y, dim=0), (Y ** 2).sum(0)))
