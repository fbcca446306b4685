import torch

x = torch.tensor([[1, 5], [7, 2]])
x.ge_(torch.tensor([2, 5]))              # (2,) broadcasts over the rows of x
print("x after ge_([2, 5]):", x, x.dtype)
