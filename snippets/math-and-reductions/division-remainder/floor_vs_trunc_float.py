import torch

a = torch.tensor([1.0])
b = torch.tensor([0.1])                          # 0.1 is stored as slightly more than 0.1
print("a / b                 :", a / b, "(the exact quotient 9.99999985... rounds to 10)")
print("floor(a / b)          :", torch.floor(a / b))
print("rounding_mode='trunc' :", torch.divide(a, b, rounding_mode="trunc"))
print("rounding_mode='floor' :", torch.divide(a, b, rounding_mode="floor"))
print("floor_divide and //   :", torch.floor_divide(a, b), a // b)
print("Python 1.0 // 0.1     :", 1.0 // 0.1)
print("remainder, fmod       :", torch.remainder(a, b), torch.fmod(a, b))
