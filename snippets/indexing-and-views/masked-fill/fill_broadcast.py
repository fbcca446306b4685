import torch

x = torch.arange(6).reshape(2, 3)
col_mask = torch.tensor([True, False, True])   # (3,) broadcasts over rows
row_mask = torch.tensor([[False], [True]])     # (2, 1) broadcasts over columns
print("mask (3,):  ", x.masked_fill(col_mask, 0).tolist())
print("mask (2, 1):", x.masked_fill(row_mask, 0).tolist())

# Out of place, self may broadcast too: the result takes the joint shape
v = torch.zeros(3)
print("self (3,), mask (2, 3):", tuple(v.masked_fill(torch.ones(2, 3, dtype=torch.bool), 1.0).shape))
