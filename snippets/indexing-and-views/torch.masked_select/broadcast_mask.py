import torch

x = torch.arange(12).reshape(3, 4)
col_mask = torch.tensor([True, False, True, False])     # shape (4,)

# The mask broadcasts against x: columns 0 and 2 of every row.
print(torch.masked_select(x, col_mask))
