import torch

x = torch.tensor([1, 2, 3])
y = torch.tensor([4, 5])
gx, gy = torch.meshgrid(x, y, indexing="ij")
print("ij: shape", tuple(gx.shape))
print(gx.tolist(), gy.tolist())
# ij: G0[i][j] = x[i], G1[i][j] = y[j]
print("G0[i][j] == x[i] and G1[i][j] == y[j]:",
      all(gx[i, j] == x[i] and gy[i, j] == y[j] for i in range(3) for j in range(2)))

hx, hy = torch.meshgrid(x, y, indexing="xy")
print("xy: shape", tuple(hx.shape))
print(hx.tolist(), hy.tolist())
print("xy is ij transposed:", torch.equal(hx, gx.T) and torch.equal(hy, gy.T))
