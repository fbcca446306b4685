import torch

c = torch.zeros(3, 3)
print("offset 0: ", torch.diagonal_scatter(c, torch.tensor([1.0, 2.0, 3.0])).tolist())
print("offset 1: ", torch.diagonal_scatter(c, torch.tensor([1.0, 2.0]), 1).tolist())
print("offset -1:", torch.diagonal_scatter(c, torch.tensor([1.0, 2.0]), -1).tolist())
print("2 x 4, offset 2:", torch.diagonal_scatter(torch.zeros(2, 4), torch.tensor([1.0, 2.0]), 2).tolist())
z = c.clone()
z.diagonal().copy_(torch.tensor([1.0, 2.0, 3.0]))         # the in-place spelling
print("same as diagonal().copy_():", torch.equal(z, c.diagonal_scatter(torch.tensor([1.0, 2.0, 3.0]))))
