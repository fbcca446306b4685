# raises: RuntimeError
import torch

x = torch.zeros(2, 3, 4)
try:
    torch.movedim(x, (0, 1), (2,))              # one destination for two sources
except RuntimeError as e:
    print("RuntimeError:", e)
torch.movedim(x, (0, 1), (2, 2))                # destinations must be distinct
