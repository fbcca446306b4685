import torch

A = torch.tensor([[1.0, 2.0], [2.0, 4.0], [3.0, 6.0]], dtype=torch.float64)
print("pinverse == linalg.pinv on a rank-1 3x2:", torch.allclose(torch.pinverse(A), torch.linalg.pinv(A)))
D = torch.diag(torch.tensor([1.0, 0.1], dtype=torch.float64))
print("diag(1, 0.1): rcond=1e-15 ->", torch.pinverse(D).diagonal().tolist(),
      " rcond=0.5 ->", torch.pinverse(D, rcond=0.5).diagonal().tolist())
