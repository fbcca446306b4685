import torch

x = torch.tensor([1.0, 2.0, 3.0])
idx = torch.tensor([0, 0, 2])
src = torch.tensor([4.0, 5.0, 6.0])
a = torch.scatter_reduce(x, 0, idx, src, "prod")
b = x.scatter_reduce(0, idx, src, reduce="prod")
print("torch.scatter_reduce:", a.tolist())
print("Tensor.scatter_reduce:", b.tolist())
print("x unchanged:", x.tolist())
