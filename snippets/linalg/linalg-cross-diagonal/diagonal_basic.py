import torch

X = torch.arange(24.0).reshape(2, 3, 4)                  # a batch of two 3x4 matrices
print("linalg.diagonal(X):", torch.linalg.diagonal(X).tolist())
print("offset=1:", torch.linalg.diagonal(X, offset=1).tolist(), " offset=-1:", torch.linalg.diagonal(X, offset=-1).tolist())
print("by hand, X[b, i, i]:", [[X[b, i, i].item() for i in range(3)] for b in range(2)])
print("torch.diagonal(X) default dims (0, 1) -> shape", tuple(torch.diagonal(X).shape),
      "; linalg.diagonal -> shape", tuple(torch.linalg.diagonal(X).shape))
print("offset=10 -> empty:", tuple(torch.linalg.diagonal(X, offset=10).shape))
