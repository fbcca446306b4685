import torch

x = torch.tensor([1.0, 2.0, 3.0])
print("pow(x, 2)          :", torch.pow(x, 2))
print("x ** 2             :", x ** 2)
print("pow(x, tensor)     :", torch.pow(x, torch.tensor([3.0, 2.0, 1.0])))
print("pow(2, x) (scalar base):", torch.pow(2, x))

# broadcasting: (3, 1) bases, (3,) exponents -> (3, 3)
table = torch.pow(torch.tensor([[1], [2], [3]]), torch.tensor([0, 1, 2]))
print("power table:\n", table)
