import torch

i = torch.tensor([-3, 4])
print("square(int64) :", torch.square(i), torch.square(i).dtype)
print("i * i         :", i * i)

f = torch.tensor([1.5, -2.0])
print("square(float) :", f.square())

small = torch.tensor([20], dtype=torch.int8)
print("int8 20**2    :", small.square(), "(400 wraps in int8)")
b = torch.tensor([True, False])
print("square(bool)  :", b.square(), b.square().dtype)
