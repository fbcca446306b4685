# raises: RuntimeError
import torch

try:  # two positions fail: 2 vs 4 and 3 vs 5
    torch.zeros(2, 3, 1) + torch.zeros(4, 5, 1)
except RuntimeError as e:
    print("(2, 3, 1) + (4, 5, 1): RuntimeError:", e)

x = torch.zeros(5, 2, 4, 1)
y = torch.zeros(3, 1, 1)
# trailing dims: 1 vs 1 ok, 4 vs 1 ok, 2 vs 3 -> neither is 1
x + y
