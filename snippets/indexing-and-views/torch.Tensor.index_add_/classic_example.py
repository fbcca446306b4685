import torch

x = torch.ones(5, 3)
t = torch.tensor([[1, 2, 3], [4, 5, 6], [7, 8, 9]], dtype=torch.float)
index = torch.tensor([0, 4, 2])

print(x.index_add_(0, index, t))             # rows 0, 4, 2 get t's rows 0, 1, 2
print(x.index_add_(0, index, t, alpha=-1))   # subtracting the same rows undoes it
