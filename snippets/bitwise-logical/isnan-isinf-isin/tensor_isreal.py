import torch

roots = torch.linalg.eigvals(torch.tensor([[0.0, -1.0], [1.0, 0.0]]))
print("eigenvalues     :", roots)
print("roots.isreal()  :", roots.isreal())
r2 = torch.linalg.eigvals(torch.tensor([[2.0, 0.0], [0.0, 3.0]]))
print("diag eigenvalues:", r2, "isreal:", r2.isreal())
