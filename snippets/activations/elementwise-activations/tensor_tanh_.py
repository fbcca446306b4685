import torch

x = torch.tensor([[0.0, 0.5], [1.0, 3.0]])
row = x[0]  # a view of the first row
x.tanh_()
print("x after tanh_:", x)
print("the row view sees it:", row)
