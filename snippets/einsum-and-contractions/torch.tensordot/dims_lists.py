import torch

a = torch.arange(24.0).reshape(2, 3, 4)
b = torch.arange(18.0).reshape(3, 2, 3)

# pair a's dim 1 with b's dim 0 (both size 3), and a's dim 0 with b's dim 1 (both size 2)
r = torch.tensordot(a, b, dims=([1, 0], [0, 1]))
print("r shape:", r.shape)
print("r:", r)
print("equal to einsum 'jik,ijl->kl':", torch.equal(r, torch.einsum("jik,ijl->kl", a, b)))
