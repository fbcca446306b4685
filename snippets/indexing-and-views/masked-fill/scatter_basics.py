import torch

x = torch.zeros(2, 3, dtype=torch.int64)
mask = torch.tensor([[True, False, True],
                     [False, True, True]])
source = torch.tensor([10, 11, 12, 13, 14])   # 4 Trues: the first 4 are used
y = x.masked_scatter(mask, source)
print(y)
print("x unchanged:", x.tolist())
r = x.masked_scatter_(mask, source)
print("in place returns self:", r is x, "| x now:", x.tolist())
