import torch

x = torch.zeros(2, 3, dtype=torch.int64)
mask = torch.tensor([[True, False, True],
                     [False, True, True]])
source = torch.arange(10, 16).reshape(2, 3)   # same shape as x
print("masked_scatter:   ", x.masked_scatter(mask, source).tolist())
y = x.clone()
y[mask] = source[mask]                         # what people often expect
print("y[mask] = source[mask]:", y.tolist())
