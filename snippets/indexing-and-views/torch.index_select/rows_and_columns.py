import torch

x = torch.arange(12).reshape(3, 4)
idx = torch.tensor([2, 0, 2])               # order and repeats are kept

rows = torch.index_select(x, 0, idx)
cols = x.index_select(1, torch.tensor([3, 1]))
print("rows (dim=0):", tuple(rows.shape))
print(rows)
print("cols (dim=1):", tuple(cols.shape))
print(cols)
print("same as x[idx]:", torch.equal(rows, x[idx]))
print("same as x[:, [3, 1]]:", torch.equal(cols, x[:, [3, 1]]))
