import torch

t = torch.tensor([[10, 30, 20],
                  [60, 40, 50]])
idx = torch.tensor([[1], [2]])
print("t.take_along_dim(idx, 1):  ", t.take_along_dim(idx, 1).tolist())
print("t.take_along_dim(idx, dim=1):", t.take_along_dim(idx, dim=1).tolist())
print("t.take_along_dim(tensor([4])):", t.take_along_dim(torch.tensor([4])).tolist())
