import torch

idx = torch.tensor([0, 0, 2])
vals = torch.tensor([1.0, 2.0, 3.0])

a = torch.zeros(3)
a.index_add_(0, idx, vals)                   # repeats accumulate
print("index_add_                :", a)

b = torch.zeros(3)
b[idx] += vals                               # read, add, write back: one write per slot wins
print("b[idx] += vals            :", b)

c = torch.zeros(3)
c.index_put_((idx,), vals, accumulate=True)  # the indexing form that accumulates
print("index_put_(accumulate=True):", c)
