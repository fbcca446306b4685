import torch
import torch.nn.functional as F

X = torch.randn(5, 3)                       # N = 5 points
d = F.pdist(X)
print("shape:", tuple(d.shape), "= N(N-1)/2 =", 5 * 4 // 2)
i, j = torch.triu_indices(5, 5, offset=1)   # pairs (0,1), (0,2), ..., (3,4)
print("pairs:", list(zip(i.tolist(), j.tolist()))[:4], "...")
print("max |d - ||X[i]-X[j]|| |:", (d - (X[i] - X[j]).norm(dim=1)).abs().max().item())
print("max |d - cdist(X, X)[i, j]|:", (d - torch.cdist(X, X)[i, j]).abs().max().item())
print("p=1 matches:", torch.allclose(F.pdist(X, p=1), (X[i] - X[j]).abs().sum(1)))
print("one point ->", tuple(F.pdist(X[:1]).shape))
try:
    F.pdist(X, p=-1.0)
except RuntimeError as e:
    print("p=-1: RuntimeError:", e)
try:
    F.pdist(torch.randn(2, 5, 3))
except RuntimeError as e:
    print("batched input: RuntimeError:", e)
