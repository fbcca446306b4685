import torch

M = torch.eye(3)[[2, 0, 1]]                       # a permutation matrix
x = torch.tensor([10.0, 20.0, 30.0])
print("M.mv(x):", M.mv(x))
