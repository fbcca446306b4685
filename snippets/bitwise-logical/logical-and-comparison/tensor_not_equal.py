import torch

x = torch.tensor([[1, 2], [3, 4]])
print("x.not_equal(torch.tensor([1, 4])):", x.not_equal(torch.tensor([1, 4])))
print("same as x != [1, 4]              :", torch.equal(x.not_equal(torch.tensor([1, 4])), x != torch.tensor([1, 4])))
