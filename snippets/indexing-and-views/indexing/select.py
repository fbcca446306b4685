import torch

x = torch.arange(12).reshape(3, 4)

col = x.select(1, 2)        # same as x[:, 2]
last_row = x.select(0, -1)  # same as x[-1]
print("x.select(1, 2):", col, "equal to x[:, 2]:", torch.equal(col, x[:, 2]))
print("x.select(0, -1):", last_row)
print("shape:", tuple(col.shape), "stride:", col.stride(), "offset:", col.storage_offset())

col.fill_(0)                # select returns a view
print(x)
