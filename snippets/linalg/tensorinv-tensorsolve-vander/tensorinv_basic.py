import torch

A = torch.randn(4, 6, 8, 3, dtype=torch.float64)                 # prod(4, 6) == prod(8, 3) == 24
Ai = torch.linalg.tensorinv(A, ind=2)
print("tensorinv shape:", tuple(Ai.shape))
I = torch.eye(24, dtype=torch.float64).reshape(4, 6, 4, 6)
print("max |tensordot(A, Ainv, 2) - I|:", (torch.tensordot(A, Ai, dims=2) - I).abs().max().item())
by_reshape = torch.linalg.inv(A.reshape(24, 24)).reshape(8, 3, 4, 6)
print("equals inv of the 24x24 reshape, reshaped back:", torch.allclose(Ai, by_reshape))
