import torch

i = torch.iinfo(torch.int32)
print("repr:", i)
print("max attribute:", i.max, type(i.max).__name__)
print("exact 2**31 - 1:", i.max == 2**31 - 1)
