import torch

x = torch.zeros(3)
x.index_copy_(0, torch.tensor([0, 0]), torch.tensor([1.0, 2.0]))   # index 0 twice
print("x after a duplicate index:", x.tolist())
print("index_add_ sums instead:", torch.zeros(3).index_add_(0, torch.tensor([0, 0]), torch.tensor([1.0, 2.0])).tolist())
