# raises: RuntimeError
import torch

x = torch.zeros(4, dtype=torch.int64)
mask = torch.tensor([True, True, False, True])
try:
    x.masked_scatter(mask, torch.tensor([1.0, 2.0, 3.0]))   # float source, int64 self
except RuntimeError as e:
    print("dtype:", e)
x.masked_scatter(mask, torch.tensor([1, 2]))                # 3 Trues, 2 elements
