import torch

a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
col = a[:, 0]  # a view of the first column
a.igammac_(torch.tensor([1.0, 1.0]))
print("a after igammac_:", a)
print("the column view sees it:", col)
