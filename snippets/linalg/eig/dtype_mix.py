# raises: RuntimeError
import torch

A = torch.tensor([[4.0, 1.0],
                  [2.0, 3.0]])
L, V = torch.linalg.eig(A)
print("A:", A.dtype, "| V:", V.dtype)
print("A.to(V.dtype) @ V works:", tuple((A.to(V.dtype) @ V).shape))
A @ V
