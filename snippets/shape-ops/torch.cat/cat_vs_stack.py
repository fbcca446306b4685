import torch

a = torch.zeros(2, 3)
b = torch.ones(2, 3)
print("cat  dim=0:", tuple(torch.cat([a, b], dim=0).shape))     # grows an existing dim
print("stack dim=0:", tuple(torch.stack([a, b], dim=0).shape))  # adds a new dim
