import torch

height = torch.tensor([1.70, 1.82, 1.65])
weight = torch.tensor([65.0, 80.0, 55.0])
age = torch.tensor([30, 41, 25])              # int64: promoted with float32
X = torch.column_stack((height, weight, age))
print("shape:", tuple(X.shape), "dtype:", X.dtype)
print(X)
print("same as stack(dim=1):", torch.equal(X, torch.stack((height, weight, age), dim=1)))
