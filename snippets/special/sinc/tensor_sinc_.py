import torch

x = torch.tensor([[0.0, 0.5], [1.0, 1.5]])
col = x[:, 1]  # a view of the second column
x.sinc_()
print("x after sinc_:", x)
print("the column view sees it:", col)
