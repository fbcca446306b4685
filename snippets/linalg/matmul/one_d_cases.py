import torch

v = torch.tensor([1.0, 2.0, 3.0])
M = torch.tensor([[1.0, 0.0],
                  [0.0, 1.0],
                  [1.0, 1.0]])          # (3, 2)

d = v @ v
print("vector @ vector :", d, "shape", tuple(d.shape), "(dot product, 0-dim)")
r = v @ M
print("vector @ matrix :", r, "shape", tuple(r.shape), "(v treated as a 1x3 row, then squeezed)")
c = M.T @ v
print("matrix @ vector :", c, "shape", tuple(c.shape), "(v treated as a 3x1 column, then squeezed)")
print("same as v.unsqueeze(0) @ M, squeezed:", torch.equal(r, (v.unsqueeze(0) @ M).squeeze(0)))
