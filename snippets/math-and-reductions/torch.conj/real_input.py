import torch

x = torch.tensor([1.0, 2.0])
y = torch.conj(x)
print("float input, same object:", y is x, "| is_conj:", y.is_conj())
y[0] = 9.0
print("writing into the result changed x:", x)
i = torch.tensor([1, 2])
print("int input, same object:", torch.conj(i) is i)
