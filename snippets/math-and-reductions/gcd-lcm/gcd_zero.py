import torch

a = torch.tensor([0, 0, 0, -9])
b = torch.tensor([0, 7, -7, 0])
print("gcd:", torch.gcd(a, b).tolist())
