import torch

A = torch.tensor([[4.0, 7.0], [2.0, 6.0]])
Ai = A.inverse()
print("A.inverse():\n", Ai)
print("same as torch.linalg.inv(A):", torch.equal(Ai, torch.linalg.inv(A)))
print("A unchanged (not in-place):", A.tolist())
