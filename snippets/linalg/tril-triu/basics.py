import torch

x = torch.arange(1.0, 13.0).reshape(3, 4)
print("tril():\n", x.tril())
print("triu(1) (strictly above the diagonal):\n", torch.triu(x, diagonal=1))
print("tril(-1) (strictly below):\n", torch.tril(x, diagonal=-1))
print("x == tril(x) + triu(x, 1):", torch.equal(x, x.tril() + x.triu(1)))
