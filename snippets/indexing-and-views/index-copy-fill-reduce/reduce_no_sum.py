# raises: RuntimeError
import warnings
import torch

warnings.simplefilter("ignore")
x = torch.zeros(3)
idx = torch.tensor([0, 0, 2])
src = torch.tensor([1.0, 2.0, 3.0])
print("index_add_ for sums:", x.clone().index_add_(0, idx, src).tolist())
x.index_reduce(0, idx, src, "sum")
