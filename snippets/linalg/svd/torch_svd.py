import warnings
import torch

A = torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], dtype=torch.float64)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    res = torch.svd(A)
print(type(res).__name__, "fields U, S, V | warnings recorded:", len(w))
U, S, V = res
print("some=True (default): U", tuple(U.shape), "S", tuple(S.shape), "V", tuple(V.shape))
print("max |U diag(S) V^T - A|:", (U @ torch.diag(S) @ V.mT - A).abs().max().item())
Uf, Sf, Vf = torch.svd(A, some=False)
print("some=False: U", tuple(Uf.shape), "V", tuple(Vf.shape))
print("S descending:", [round(v, 4) for v in S.tolist()])
batch = torch.randn(3, 4, 3, dtype=torch.float64)
Sb = torch.svd(batch).S
print("batch: S descending in every matrix:", bool((Sb[:, :-1] >= Sb[:, 1:]).all()))
