import torch

a = torch.tensor([7, -7, 7, -7])
b = torch.tensor([3, 3, -3, -3])
print("remainder :", torch.remainder(a, b))
print("a % b     :", a % b)
print("fmod      :", torch.fmod(a, b))
x = torch.tensor([5.5, -5.5])
print("float     :", torch.remainder(x, 2), torch.remainder(x, -2))
print("scalar first, remainder(7, t):", torch.remainder(7, torch.tensor([3, -3])))
print("mixed dtype:", torch.remainder(torch.tensor([7]), 2.5))
