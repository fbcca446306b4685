import torch

a = torch.arange(7 * 1 * 2 * 3, dtype=torch.float32).reshape(7, 1, 2, 3)
b = torch.arange(5 * 3 * 4, dtype=torch.float32).reshape(5, 3, 4)
out = a @ b
print("a", tuple(a.shape), "@ b", tuple(b.shape), "->", tuple(out.shape))

# the batch dims (7, 1) and (5,) broadcast to (7, 5); each slice is a 2x3 @ 3x4 product
ok = all(torch.equal(out[i, j], a[i, 0] @ b[j]) for i in range(7) for j in range(5))
print("every out[i, j] == a[i, 0] @ b[j]:", ok)
