import torch

inp = torch.arange(24).reshape(2, 3, 4)
index = torch.randint(0, 3, (2, 2, 4))       # values in [0, 3) for dim=1
out = torch.gather(inp, 1, index)

# dim=1: out[i][j][k] = inp[i][index[i][j][k]][k]
ok = all(
    out[i, j, k] == inp[i, index[i, j, k], k]
    for i in range(2) for j in range(2) for k in range(4)
)
print("out shape == index shape:", out.shape == index.shape)
print("matches out[i][j][k] = inp[i][index[i][j][k]][k]:", ok)
