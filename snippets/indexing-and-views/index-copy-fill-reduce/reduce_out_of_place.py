import warnings
import torch

warnings.simplefilter("ignore")
x = torch.zeros(2)
idx = torch.tensor([0, 1, 1, 0])
src = torch.tensor([1.0, 2.0, 4.0, 3.0])
a = torch.index_reduce(x, 0, idx, src, "mean", include_self=False)
b = x.index_reduce(0, idx.int(), src, "mean", include_self=False)   # int32 index
print("torch.index_reduce:", a.tolist())
print("Tensor.index_reduce, int32 index:", b.tolist())
print("x unchanged:", x.tolist())
