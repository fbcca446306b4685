import torch

i = torch.tensor([1, 2])
f = torch.tensor([0.5])
print("cat int64 + float32 ->", torch.cat([i, f]).dtype, torch.cat([i, f]))
