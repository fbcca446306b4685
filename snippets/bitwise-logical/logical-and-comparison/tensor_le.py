import torch

x = torch.tensor([1, 2, 3])
thresholds = torch.tensor([[1], [2]])
r = x.le(thresholds)
print("x.le(thresholds):", r)
print("shape:", r.shape, "dtype:", r.dtype)
