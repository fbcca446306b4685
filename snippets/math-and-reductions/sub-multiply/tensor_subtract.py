import torch

x = torch.tensor([3, 4])
print("x.subtract(1, alpha=2):", x.subtract(1, alpha=2))
print("equal to x.sub        :", torch.equal(x.subtract(1, alpha=2), x.sub(1, alpha=2)))
print("x unchanged           :", x)
