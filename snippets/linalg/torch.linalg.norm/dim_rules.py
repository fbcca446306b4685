import torch

x = torch.arange(24.0).reshape(2, 3, 4)
print("dim=None, ord=None -> flattened 2-norm:", torch.linalg.norm(x), "==", torch.linalg.vector_norm(x.flatten()))
print("dim=-1 (int)       -> vector norms, shape", tuple(torch.linalg.norm(x, dim=-1).shape))
print("dim=(-2, -1)       -> matrix norms, shape", tuple(torch.linalg.norm(x, dim=(-2, -1)).shape))
print("ord=2, dim=(-2,-1) :", torch.linalg.norm(x, ord=2, dim=(-2, -1)))
print("keepdim=True shape :", tuple(torch.linalg.norm(x, dim=-1, keepdim=True).shape))
