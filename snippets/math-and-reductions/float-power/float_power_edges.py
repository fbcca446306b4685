import torch

print("0 ** 0     :", torch.float_power(torch.tensor([0.0]), 0))
print("0 ** -1    :", torch.float_power(torch.tensor([0.0]), -1))
print("nan ** 0   :", torch.float_power(torch.tensor([float("nan")]), 0))
print("1 ** nan   :", torch.float_power(torch.tensor([1.0]), float("nan")))
print("(-8) ** (1/3):", torch.float_power(torch.tensor([-8.0]), 1 / 3))
print("(-8+0j) ** (1/3):", torch.float_power(torch.tensor([-8.0 + 0j]), 1 / 3))
