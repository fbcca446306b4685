import torch

self_row = torch.zeros(3, dtype=torch.int64)    # (3,)
mask = torch.tensor([[True, False, True],
                     [True, True, False]])      # (2, 3)
source = torch.tensor([1, 2, 3, 4])
y = self_row.masked_scatter(mask, source)       # self broadcasts to (2, 3)
print("shape:", tuple(y.shape))
print(y)
try:
    self_row.masked_scatter_(mask, source)      # in place cannot grow self
except RuntimeError as e:
    print("in place: RuntimeError")
