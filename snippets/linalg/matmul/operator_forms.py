import torch

a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
b = torch.tensor([[0.0, 1.0], [1.0, 0.0]])
print("a @ b          :\n", a @ b)
print("torch.matmul   :", torch.equal(torch.matmul(a, b), a @ b))
print("a.matmul(b)    :", torch.equal(a.matmul(b), a @ b))
print("torch.mm       :", torch.equal(torch.mm(a, b), a @ b))
print("a * b (elementwise, not the same):\n", a * b)
