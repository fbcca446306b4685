import itertools
import math
import torch

a = torch.tensor([10, 20, 30, 40])
c = torch.combinations(a)
print(c)
print("== itertools.combinations:", c.tolist() == [list(t) for t in itertools.combinations(a.tolist(), 2)])
cr = torch.combinations(a, r=2, with_replacement=True)
print("with_replacement: shape", tuple(cr.shape), "== itertools:",
      cr.tolist() == [list(t) for t in itertools.combinations_with_replacement(a.tolist(), 2)])
print("r=3 rows:", torch.combinations(a, r=3).shape[0], "= C(4, 3) =", math.comb(4, 3))
