import torch

x = torch.tensor([[0, 1, 0],
                  [2, 0, 3]])
idx = x.nonzero_static(size=5)               # padded with -1
print("x[rows, cols] with the padding:", x[idx[:, 0], idx[:, 1]], "(the -1 rows read x[-1, -1] = 3)")
keep = (idx >= 0).all(dim=1)
print("mask out the padding first:   ", x[idx[keep, 0], idx[keep, 1]])
try:
    x.nonzero_static(5)
except TypeError as e:
    print("positional size: TypeError -", e)
