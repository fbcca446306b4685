import torch

u = torch.tensor([1.0, 2.0, 3.0])
v = torch.tensor([1.0, 10.0])
print("outer(u, v):\n", torch.outer(u, v))
print("equals u[:, None] * v[None, :]:", torch.equal(torch.outer(u, v), u[:, None] * v[None, :]))
print("int64 with float32 ->", torch.outer(torch.tensor([1, 2]), torch.tensor([0.5])).dtype)
z = torch.tensor([1j, 1.0 + 0j])
print("complex, no conjugation:\n", torch.outer(z, z))
