import torch

idx = torch.tensor([0, 0, 2])  # index 0 appears twice
a = torch.zeros(3)
a[idx] += 1  # reads a copy, adds, writes back: duplicates count once
print("a[idx] += 1:          ", a)

b = torch.zeros(3)
b.index_put_((idx,), torch.ones(3), accumulate=True)
print("index_put_ accumulate:", b)

c = torch.zeros(3).index_add_(0, idx, torch.ones(3))
print("index_add_:           ", c)
