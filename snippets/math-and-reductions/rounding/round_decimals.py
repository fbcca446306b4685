import torch

x = torch.tensor([3.14159, 1234.5678])
print("decimals=2  :", torch.round(x, decimals=2))
print("decimals=-2 :", torch.round(x, decimals=-2))

# 0.125 and 0.375 are exact in binary, so these are true ties: half to even
print("ties, decimals=2:", torch.round(torch.tensor([0.125, 0.375]), decimals=2))
