import torch

print("default dtype:", torch.get_default_dtype(), "-> randint gives", torch.randint(10, (3,)).dtype)
torch.set_default_dtype(torch.float64)
print("default dtype:", torch.get_default_dtype(), "-> randint gives", torch.randint(10, (3,)).dtype)
torch.set_default_dtype(torch.float32)

f = torch.randint(0, 10, (4,), dtype=torch.float32)
print("dtype=float32:", f)
u = torch.randint(0, 256, (4,), dtype=torch.uint8)
print("dtype=uint8, high=256:", u)
s = torch.randint(-3, 3, (6,), dtype=torch.int8)
print("dtype=int8, low=-3:", s)
