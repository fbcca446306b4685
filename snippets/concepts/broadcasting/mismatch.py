# raises: RuntimeError
import torch

x = torch.zeros(5, 2, 4, 1)
y = torch.zeros(3, 1, 1)
# trailing dims: 1 vs 1 ok, 4 vs 1 ok, 2 vs 3 -> neither is 1
x + y
