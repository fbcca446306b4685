import torch

x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
row = x[1]  # a view of the second row
x.digamma_()
print("x after digamma_:", x)
print("the row view sees it:", row)
