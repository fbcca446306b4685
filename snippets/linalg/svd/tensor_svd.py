import torch

A = torch.tensor([[3.0, 2.0, 2.0], [2.0, 3.0, -2.0]])
U, S, V = A.svd()
print("A.svd(): U", tuple(U.shape), "S", S, "V", tuple(V.shape))
print("same as torch.svd(A):", all(torch.equal(x, y) for x, y in zip((U, S, V), torch.svd(A))))
print("V == linalg.svd Vh.mT:", torch.allclose(V, torch.linalg.svd(A, full_matrices=False).Vh.mT))
