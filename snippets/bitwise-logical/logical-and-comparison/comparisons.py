import torch

a = torch.tensor([1, 2, 3])
print("a >  2:", a > 2, " torch.gt:", torch.gt(a, 2))
print("a <  2:", a < 2, " torch.lt:", torch.lt(a, 2))
print("a == 2:", a == 2, " torch.eq:", torch.eq(a, 2))
print("a >= 2:", a >= 2, " torch.ge:", torch.ge(a, 2))
print("a <= 2:", a <= 2, " torch.le:", torch.le(a, 2))
print("a != 2:", a != 2, " torch.ne:", torch.ne(a, 2))
print("dtype:", (a > 2).dtype)
# comparisons promote dtypes and broadcast
print("int vs float:", a > torch.tensor([1.5, 1.5, 3.5]))
print("broadcast (3,) with (3, 1):\n", a == torch.tensor([[1], [2], [3]]))
