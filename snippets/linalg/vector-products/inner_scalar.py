import torch

v = torch.tensor([1.5, 2.0, -1.0])
s = torch.tensor(2)                                   # 0-d int64 tensor
print("inner(0-d, v):", torch.inner(s, v), " mul:", torch.mul(s, v))
print("inner(v, 0-d) shape:", tuple(torch.inner(v, s).shape))
