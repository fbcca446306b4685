import torch

v = torch.tensor([1, 2, 3])
print(torch.diag(v))
m = torch.diag(v, 1)
print("diagonal=1: shape", tuple(m.shape))
print(m)
print("diagonal=-2: shape", tuple(torch.diag(v, -2).shape))
