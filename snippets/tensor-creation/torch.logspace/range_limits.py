import torch

print("float32, up to 10^40:", torch.logspace(0, 40, 3))
print("float16, up to 10^40:", torch.logspace(0, 40, 3, dtype=torch.float16))
print("float64, up to 10^40:", torch.logspace(0, 40, 3, dtype=torch.float64))
print("base 0.5:", torch.logspace(0, 2, 3, base=0.5))
print("base -2: ", torch.logspace(0, 2, 3, base=-2))
print("base 1:  ", torch.logspace(0, 2, 3, base=1))
