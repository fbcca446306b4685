import torch

a = torch.tensor([[1, 2], [3, 4]])
b = torch.tensor([[10, 20], [30, 40]])

print("a * b (elementwise):\n", torch.mul(a, b))
print("a @ b (matrix product):\n", a @ b)

# broadcasting: a (2, 2) times a row (2,) scales each column
print("a * [1, 100]:\n", a * torch.tensor([1, 100]))
print("a * 0.5 dtype:", (a * 0.5).dtype)
