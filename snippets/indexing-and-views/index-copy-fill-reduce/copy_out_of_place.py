import torch

x = torch.zeros(4)
idx = torch.tensor([3, 1])
src = torch.tensor([1.0, 2.0])
a = torch.index_copy(x, 0, idx, src)
b = x.index_copy(0, idx, src)
print("torch.index_copy:", a.tolist())
print("Tensor.index_copy:", b.tolist())
print("x unchanged:", x.tolist())
