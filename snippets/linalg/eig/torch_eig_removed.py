# raises: RuntimeError
import torch

A = torch.tensor([[2.0, 1.0],
                  [1.0, 2.0]])
print("modern:", torch.linalg.eigvals(A))
torch.eig(A, eigenvectors=True)
