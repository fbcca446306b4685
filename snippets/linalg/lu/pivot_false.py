# raises: RuntimeError
import torch

A = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
print("pivot=True works:", torch.linalg.lu(A).P.tolist())
torch.linalg.lu(A, pivot=False)     # LU without pivoting exists only for CUDA inputs
