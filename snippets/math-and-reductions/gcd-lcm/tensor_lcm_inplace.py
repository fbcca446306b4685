import torch

x = torch.tensor([4, 6, 0])
out = x.lcm_(torch.tensor([6, 4, 9]))
print("x after lcm_:", x.tolist(), "| returns x:", out is x)
