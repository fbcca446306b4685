import torch

a = torch.tensor([5.0, -1.0, 0.5])
b = torch.tensor([2.0, 2.0, 2.0])
print("subtract(a, b, alpha=3):", torch.subtract(a, b, alpha=3))
print("equal to sub           :", torch.equal(torch.subtract(a, b, alpha=3), torch.sub(a, b, alpha=3)))
print("complex                :", torch.subtract(torch.tensor([1 + 2j]), 1j, alpha=2))
