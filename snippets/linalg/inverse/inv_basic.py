import torch

A = torch.tensor([[4.0, 7.0], [2.0, 6.0]], dtype=torch.float64)
Ainv = torch.linalg.inv(A)
print("inv(A):\n", Ainv)
by_hand = torch.tensor([[6.0, -7.0], [-2.0, 4.0]], dtype=torch.float64) / (4 * 6 - 7 * 2)   # adj(A) / det(A)
print("max |inv - adj/det|:", (Ainv - by_hand).abs().max().item())
I = torch.eye(2, dtype=A.dtype)
print("max |A inv(A) - I|:", (A @ Ainv - I).abs().max().item(), "| max |inv(A) A - I|:", (Ainv @ A - I).abs().max().item())

X = torch.randn(5, 4, 4, dtype=torch.float64) + 4 * torch.eye(4, dtype=torch.float64)
Xinv = torch.linalg.inv(X)
print("batched:", tuple(X.shape), "->", tuple(Xinv.shape), "| max |X X^-1 - I|:",
      (X @ Xinv - torch.eye(4, dtype=X.dtype)).abs().max().item())
Z = torch.tensor([[1.0, 1j], [0.0, 2.0]], dtype=torch.complex64)
print("complex:", torch.linalg.inv(Z).dtype, "| max |Z Z^-1 - I|:", (Z @ torch.linalg.inv(Z) - torch.eye(2)).abs().max().item())
