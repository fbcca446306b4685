import torch

a = torch.tensor([2, 1, 0])
b = torch.tensor([1, 1, 0])
# on integers, & compares bits, logical_and compares "nonzero"
print("a & b           :", a & b)
print("logical_and(a, b):", torch.logical_and(a, b))
