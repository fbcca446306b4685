import torch

x = torch.tensor([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]])
print("x.stride():", x.stride())
print("x.stride(0):", x.stride(0))
print("x.t().stride():", x.t().stride())

y = torch.zeros(2, 3, 4)
print("zeros(2, 3, 4).stride():", y.stride())
