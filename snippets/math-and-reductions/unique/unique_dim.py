import torch

rows = torch.tensor([[1, 2],
                     [3, 4],
                     [1, 2]])
u, inv, cnt = torch.unique(rows, dim=0, return_inverse=True, return_counts=True)
print("unique rows:", u, sep="\n")
print("inverse:", inv, " counts:", cnt)
print("inverse.shape:", tuple(inv.shape), "for input shape", tuple(rows.shape))
cols = torch.tensor([[1, 5, 1],
                     [2, 6, 2]])
uc, invc = torch.unique(cols, dim=1, return_inverse=True)
print("dim=1: inverse", invc, "| uc[invc] == cols:", uc[invc].shape == cols.shape and torch.equal(uc[invc], cols),
      "| uc.index_select(1, invc) == cols:", torch.equal(uc.index_select(1, invc), cols))
