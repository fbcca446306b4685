import torch

a = torch.arange(6).reshape(2, 3)
b = torch.arange(6, 12).reshape(2, 3)
c = torch.arange(100, 102).reshape(2, 1)

print("cat dim=0:", tuple(torch.cat([a, b], dim=0).shape))
print(torch.cat([a, b], dim=0))
print("cat dim=1 with 3 inputs:", tuple(torch.cat((a, b, c), dim=1).shape))
print(torch.cat((a, b, c), dim=-1))
