import torch

A = torch.randn(3, 5, dtype=torch.float64)
B = torch.randn(5, 3, dtype=torch.float64)
print("(A @ B).trace():", round((A @ B).trace().item(), 10))
print("(B @ A).trace():", round((B @ A).trace().item(), 10))
print("trace(AB) == trace(BA):", torch.allclose((A @ B).trace(), (B @ A).trace()))
