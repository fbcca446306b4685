import torch

x = torch.tensor([5.0, 4.0, 3.0, 2.0])
r = x.scatter_reduce_(0, torch.tensor([0, 1, 0, 1]), torch.tensor([1.0, 9.0, 7.0, 2.0]), reduce="amax")
print("x:", x.tolist(), "| returns self:", r is x)
