import torch

A = torch.tensor([[1.0, 0.0], [1.0, 1.0], [1.0, 2.0]], dtype=torch.float64)     # full column rank
B = torch.tensor([[1.0], [2.0], [2.0]], dtype=torch.float64)
x_pinv = torch.linalg.pinv(A) @ B
x_lstsq = torch.linalg.lstsq(A, B).solution
print("pinv(A) @ B:", x_pinv.flatten().tolist())
print("lstsq(A, B):", x_lstsq.flatten().tolist(), " max diff:", (x_pinv - x_lstsq).abs().max().item())
