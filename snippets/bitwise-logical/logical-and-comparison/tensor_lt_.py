import torch

i = torch.tensor([1, 2, 3])
i.lt_(2.5)                               # compared as floats, written back as int64 0/1
print("i.lt_(2.5):", i, i.dtype)
