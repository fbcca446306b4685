import torch

A = torch.randn(2, 3, 4)
B = torch.randn(4, 5)
print("torch.linalg.matmul is torch.matmul:", torch.linalg.matmul is torch.matmul)
r = torch.linalg.matmul(A, B)
print("batched (2,3,4) @ (4,5) ->", tuple(r.shape), " equal to A @ B:", torch.equal(r, A @ B))
v = torch.randn(4)
print("matrix @ vector ->", tuple(torch.linalg.matmul(B.T, v).shape))
