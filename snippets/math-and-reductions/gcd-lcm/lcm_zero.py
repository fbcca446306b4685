import torch

a = torch.tensor([0, 0, 5, -4])
b = torch.tensor([0, 5, 0, 6])
print("lcm:", torch.lcm(a, b).tolist())
