import warnings

import torch

A = torch.tensor([[3.0, 2.0, 2.0],
                  [2.0, 3.0, -2.0]])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    u, s, v = torch.svd(A)               # old API: returns V, reduced by default (some=True)
print("warnings from torch.svd:", len(w))
U, S, Vh = torch.linalg.svd(A, full_matrices=False)
print("torch.svd        : u", tuple(u.shape), "s", tuple(s.shape), "v", tuple(v.shape))
print("torch.linalg.svd : U", tuple(U.shape), "S", tuple(S.shape), "Vh", tuple(Vh.shape))
print("old v == new Vh.mT:", torch.allclose(v, Vh.mT))
print("reconstruct old   :", torch.allclose(u @ torch.diag(s) @ v.mT, A, atol=1e-5))
