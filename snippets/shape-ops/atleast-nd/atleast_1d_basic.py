import torch

for shape in [(), (3,), (2, 3), (2, 3, 4)]:
    print(f"{str(shape):10s} -> {tuple(torch.atleast_1d(torch.zeros(shape)).shape)}")

s = torch.tensor(5.0)
v = torch.atleast_1d(s)
v[0] = 9.0
print("0-d input: result is a view, s is now", s.item())
x = torch.zeros(2, 3)
print("already 1-D or more: same object:", torch.atleast_1d(x) is x)
