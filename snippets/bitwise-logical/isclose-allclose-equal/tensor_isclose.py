import torch

pred = torch.tensor([0.1 + 0.2, 0.5, 0.7])
target = torch.tensor([0.3, 0.5, 0.71])
print("pred.isclose(target)           :", pred.isclose(target))
print("pred.isclose(target, atol=0.02):", pred.isclose(target, atol=0.02))
print("complex: isclose(1+1j, 1+1.000001j):", torch.tensor([1 + 1j]).isclose(torch.tensor([1 + 1.000001j])))
