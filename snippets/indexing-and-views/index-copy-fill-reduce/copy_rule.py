import torch

x = torch.zeros(5, 3)
t = torch.tensor([[1.0, 2.0, 3.0],
                  [4.0, 5.0, 6.0],
                  [7.0, 8.0, 9.0]])
index = torch.tensor([0, 4, 2])
r = x.index_copy_(0, index, t)          # row i of t -> row index[i] of x
print(x)
print("returns self:", r is x)

# dim=1: column i of src -> column index[i]
y = torch.zeros(2, 4).index_copy_(1, torch.tensor([3, 0]), torch.tensor([[1.0, 2.0],
                                                                          [3.0, 4.0]]))
print(y)
