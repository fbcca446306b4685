import torch

a = torch.arange(16.0).reshape(4, 4)
print("reshape(2, -1):", tuple(a.reshape(2, -1).shape))
print("reshape(-1):", tuple(a.reshape(-1).shape))          # flatten to 1-D
print("reshape(-1, 1):", tuple(a.reshape(-1, 1).shape))
print("torch.reshape(a, (8, 2)):", tuple(torch.reshape(a, (8, 2)).shape))
print("0-d tensor .reshape(1, 1):", tuple(torch.tensor(5.0).reshape(1, 1).shape))
