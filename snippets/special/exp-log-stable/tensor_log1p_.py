import torch

x = torch.tensor([[0.0, 1e-8], [1.0, -1.0]])
row = x[1]  # a view of the second row
x.log1p_()
print("x after log1p_:", x)
print("the view sees it:", row)
