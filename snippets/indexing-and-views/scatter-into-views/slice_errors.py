# raises: RuntimeError
import torch

b = torch.zeros(6, 2)
try:
    torch.slice_scatter(b, torch.ones(2, 2), start=4, step=-1)
except RuntimeError as e:
    print("step=-1: RuntimeError:", e)
torch.slice_scatter(b, torch.ones(3, 2), start=4)          # b[4:] has 2 rows, src has 3
