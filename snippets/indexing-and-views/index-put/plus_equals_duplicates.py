import torch

idx = torch.tensor([0, 0, 1])
vals = torch.tensor([1.0, 2.0, 3.0])

a = torch.zeros(3)
a[idx] += vals                        # read, add, write back: no accumulation
print("a[idx] += vals:   ", a.tolist())

b = torch.zeros(3)
b.index_put_((idx,), vals, accumulate=True)
print("accumulate=True:  ", b.tolist())
