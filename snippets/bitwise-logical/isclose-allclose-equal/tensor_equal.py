import torch

x = torch.tensor([1, 2, 3])
print("x.equal(torch.tensor([1, 2, 3])):", x.equal(torch.tensor([1, 2, 3])))
print("x.equal(x + 0)                  :", x.equal(x + 0))
print("(x == x) is elementwise         :", x == x)
