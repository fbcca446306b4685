import torch

acc = torch.tensor([])                           # float32, shape (0,)
ints = torch.tensor([[1, 2, 3]])                 # int64
print("acc dtype:", acc.dtype)
print("cat([acc, ints]) dtype:", torch.cat([acc, ints]).dtype)      # skipped for shape, not for dtype

start = torch.empty(0, 3, dtype=torch.int64)     # a start value with the right dtype and width
print("cat([start, ints]) dtype:", torch.cat([start, ints]).dtype)
print("cat([ints]) dtype:", torch.cat([ints]).dtype)
