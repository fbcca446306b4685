import torch

x = torch.arange(1, 10).reshape(3, 3)
print("rows 0..1:", torch.narrow(x, 0, 0, 2).tolist())
print("last 2 columns (start=-2):", torch.narrow(x, 1, -2, 2).tolist())
print("same as x[:, 1:3]:", torch.equal(x.narrow(1, 1, 2), x[:, 1:3]))

cols = x.narrow(1, 1, 2)                       # a view into x's storage
print("storage_offset:", cols.storage_offset(), "| stride:", cols.stride(),
      "| contiguous:", cols.is_contiguous())
cols[0, 0] = -1
print("x[0, 1] after writing cols[0, 0]:", x[0, 1].item())
