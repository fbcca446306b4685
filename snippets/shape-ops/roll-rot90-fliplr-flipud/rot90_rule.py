import torch

a = torch.arange(6).view(2, 3)
r = torch.rot90(a)                              # k=1, dims=(0, 1)
print("a:", a.tolist())
print("rot90(a):", r.tolist(), "shape", tuple(r.shape))
# k=1 rotates from dim 0 towards dim 1: out[i][j] = a[j][n1 - 1 - i]
n1 = a.shape[1]
by_hand = torch.tensor([[a[j][n1 - 1 - i].item() for j in range(a.shape[0])] for i in range(n1)])
print("out[i][j] == a[j][n1-1-i]:", torch.equal(r, by_hand))
print("== a.transpose(0, 1).flip(0):", torch.equal(r, a.transpose(0, 1).flip(0)))
