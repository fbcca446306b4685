# raises: IndexError
import torch

a = torch.zeros(2, 3)          # 2-D inputs: the result is 3-D, so dim is in [-3, 2]
print("dim=2 :", tuple(torch.stack((a, a), dim=2).shape))
print("dim=-3:", tuple(torch.stack((a, a), dim=-3).shape))
torch.stack((a, a), dim=3)
