import torch

x = torch.tensor([3.0, 1.0, 4.0, 1.0, 5.0])
c = x.cumsum(0)
print("cumsum              :", c)
print("diff(prepend=0)     :", torch.diff(c, prepend=torch.zeros(1)), "(undoes cumsum)")
print("reverse cumsum      :", x.flip(0).cumsum(0).flip(0))

p = torch.tensor([2.0, 3.0, 0.0, 4.0])
print("cumprod with a zero :", p.cumprod(0))
print("running max (cummax):", torch.cummax(x, dim=0).values)
