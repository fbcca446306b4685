import torch

i = torch.tensor([10], dtype=torch.int32)
print("pow(int32 10, 10)        :", torch.pow(i, 10))
print("float_power(int32 10, 10):", torch.float_power(i, 10))
x = torch.tensor([2, 3, -2])
print("float_power(x, -1)       :", torch.float_power(x, -1))
try:
    torch.pow(x, -1)
except RuntimeError as e:
    print("pow(x, -1)               : RuntimeError", e)
h = torch.tensor([2.0], dtype=torch.float16)
print("float16 base -> dtype    :", torch.float_power(h, 2).dtype, "(pow keeps", torch.pow(h, 2).dtype, end=")\n")
z = torch.tensor([1 + 1j], dtype=torch.complex64)
print("complex64 base           :", torch.float_power(z, 2))
print("complex exponent         :", torch.float_power(torch.tensor([2.0]), torch.tensor([1 + 0j])).dtype)
