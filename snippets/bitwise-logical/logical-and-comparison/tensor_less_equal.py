import torch

x = torch.tensor([[1, 2, 3]])
print("x.less_equal(torch.tensor([[2], [0]])):", x.less_equal(torch.tensor([[2], [0]])))
