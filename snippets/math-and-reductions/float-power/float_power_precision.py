import torch

x = torch.tensor([1.1], dtype=torch.float32)
print("float32 value of 1.1, as double :", x.double().item())
print("float_power(x, 2)               :", torch.float_power(x, 2).item())
print("Python 1.1 ** 2                 :", 1.1 ** 2)
print("pow(x, 2) in float32, as double :", torch.pow(x, 2).double().item())
