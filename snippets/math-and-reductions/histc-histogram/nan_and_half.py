# raises: RuntimeError
import torch

x = torch.tensor([0.0, 1.0, float("nan"), 2.0])
print("histc, min/max given    :", torch.histc(x, bins=2, min=0, max=2), "(nan ignored)")
print("histogram, range given  :", torch.histogram(x, bins=2, range=(0.0, 2.0)).hist)

h = torch.tensor([1.0, 2.0], dtype=torch.float16)
print("histc float16           :", torch.histc(h, bins=2))
try:
    torch.histogram(h, bins=2)
except NotImplementedError as e:
    print("histogram float16       : NotImplementedError:", e)

torch.histc(x, bins=2)      # default min=max=0: the range comes from the data, and nan is not finite
