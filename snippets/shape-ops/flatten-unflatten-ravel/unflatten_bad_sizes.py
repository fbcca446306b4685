# raises: RuntimeError
import torch

x = torch.zeros(2, 12)
torch.unflatten(x, 1, (5, -1))              # 12 is not divisible by 5
