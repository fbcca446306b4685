import torch

x = torch.tensor([[1.0, 2.0, 3.0],
                  [4.0, 5.0, 6.0],
                  [7.0, 8.0, 9.0]])
r = x.index_fill_(1, torch.tensor([0, 2]), -1.0)    # columns 0 and 2
print(x)
print("returns self:", r is x)
print("rows, 0-d index:", torch.zeros(3, 2).index_fill_(0, torch.tensor(1), 5.0).tolist())
print("negative index -1:", torch.zeros(3).index_fill_(0, torch.tensor([-1]), 1.0).tolist())
print("int64 tensor, value 2.7:", torch.arange(3).index_fill_(0, torch.tensor([0]), 2.7).tolist())
