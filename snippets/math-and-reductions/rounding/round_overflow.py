import torch

# decimals=d scales by 10**d, rounds, and scales back; the scaled value can overflow
x16 = torch.tensor([10000.0], dtype=torch.float16)
print("float16 10000, decimals=3 :", torch.round(x16, decimals=3))
big = torch.tensor([1e30])
print("float32 1e30, decimals=10 :", torch.round(big, decimals=10))
print("float64 1e30, decimals=10 :", torch.round(big.double(), decimals=10))
print("float32 1.0, decimals=40  :", torch.round(torch.tensor([1.0]), decimals=40))
print("float64 1.0, decimals=40  :", torch.round(torch.tensor([1.0], dtype=torch.float64), decimals=40))
