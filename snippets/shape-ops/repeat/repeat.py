import torch

x = torch.tensor([1, 2, 3])
print("x.repeat(2):", x.repeat(2))
print("x.repeat(4, 2):")
print(x.repeat(4, 2))                          # x is treated as shape (1, 3)
print("x.repeat(4, 2, 1).shape:", tuple(x.repeat(4, 2, 1).shape))

m = torch.tensor([[1, 2], [3, 4]])
print("m.repeat(1, 3):", m.repeat(1, 3).tolist())
