import torch

t = torch.tensor([[1.0, 2.0, 4.0, 8.0],
                  [10.0, 20.0, 40.0, 80.0]])
d0, d1 = torch.gradient(t, spacing=[3.0, 2.0])
print("spacing=[3., 2.]: dim 0 ->", d0[0].tolist())
print("                  dim 1 ->", d1[0].tolist())
# spacing[k] belongs to dimension k: the same as coordinates 0, 3 (dim 0) and 0, 2, 4, 6 (dim 1)
c0, c1 = torch.gradient(t, spacing=(torch.tensor([0.0, 3.0]), torch.tensor([0.0, 2.0, 4.0, 6.0])))
print("equal to explicit coordinates:", torch.equal(d0, c0) and torch.equal(d1, c1))
print("plain differences along dim 0 / 3:", ((t[1] - t[0]) / 3).tolist())
