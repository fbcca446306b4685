import torch

print("torch.vmap is torch.func.vmap:", torch.vmap is torch.func.vmap)

x = torch.arange(6.0).reshape(2, 3)  # a batch of 2 vectors
y = torch.ones(2, 3)
w = torch.tensor([1.0, 2.0, 3.0])

print("vmap(torch.dot)(x, y):", torch.vmap(torch.dot)(x, y))
print("same as the loop:      ", torch.stack([torch.dot(a, b) for a, b in zip(x, y)]))
print("in_dims=(0, None), w shared:", torch.vmap(torch.dot, in_dims=(0, None))(x, w))

cols = torch.vmap(lambda v: v * 10, in_dims=1, out_dims=1)(x)  # map over columns, put them back as columns
print("in_dims=1, out_dims=1:", cols.shape, cols[0])
