import torch

x = torch.zeros(3)
index = torch.tensor([0, 0, 2])
src = torch.tensor([1.0, 2.0, 3.0])
a = torch.scatter_add(x, 0, index, src)
b = x.scatter_add(0, index, src)               # the method spelling
print("torch.scatter_add:", a.tolist())
print("Tensor.scatter_add:", b.tolist())
print("x unchanged:", x.tolist())
print("same as scatter_reduce 'sum':", torch.equal(a, x.scatter_reduce(0, index, src, "sum")))
