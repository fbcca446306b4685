import torch

col = torch.tensor([[1.0], [2.0]])       # shape (2, 1)
grid = torch.arange(6.0).reshape(2, 3)   # shape (2, 3)

# label j has size 1 in the first operand and 3 in the second: size 1 broadcasts
r = torch.einsum("ij,ij->ij", col, grid)
print("r shape:", r.shape)
print("equal to col * grid:", torch.equal(r, col * grid))
