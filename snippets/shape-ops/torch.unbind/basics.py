import torch

x = torch.arange(6).reshape(2, 3)
rows = torch.unbind(x)                          # dim=0: one slice per row
print("type:", type(rows).__name__, "| pieces:", [r.tolist() for r in rows])
cols = x.unbind(1)                              # method form, dim=1
print("columns:", [c.tolist() for c in cols], "| each shape:", tuple(cols[0].shape))
print("same as x[:, 1]:", torch.equal(cols[1], x[:, 1]))
print("view of x:", cols[1].data_ptr() == x[:, 1].data_ptr(), "| stride:", cols[1].stride())
print("stack(..., dim=1) restores x:", torch.equal(torch.stack(cols, dim=1), x))
