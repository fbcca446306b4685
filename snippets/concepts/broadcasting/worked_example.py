import torch

x = torch.arange(3.0).reshape(3, 1)  # column, shape (3, 1)
y = torch.tensor([0.0, 10.0, 20.0, 30.0])  # row, shape (4,)
z = x + y
print("x.shape:", x.shape, " y.shape:", y.shape, " -> z.shape:", z.shape)
print(z)
print("same as explicit expand:", torch.equal(z, x.expand(3, 4) + y.expand(3, 4)))
print("torch.broadcast_shapes:", torch.broadcast_shapes(x.shape, y.shape))
