import torch

x = torch.tensor([1.0, -2.0])
p = torch.positive(x)
print("positive(x)      :", p)
print("returns x itself :", p is x, "| +x is x:", (+x) is x)
p[0] = 100.0
print("x after p[0]=100 :", x)
