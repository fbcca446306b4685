import torch

x = torch.tensor([[4.0, 1.0, 6.0],
                  [2.0, 8.0, 1.0]])
other = torch.tensor([3.0, 3.0, 3.0])

print("torch.min(x)        :", torch.min(x))
r = torch.min(x, dim=1)
print("torch.min(x, dim=1) :", type(r).__name__, r.values, r.indices)
print("x.min(dim=1, keepdim=True).values.shape:", x.min(dim=1, keepdim=True).values.shape)
print("torch.min(x, other) :", torch.min(x, other))
print("same as minimum     :", torch.equal(torch.min(x, other), torch.minimum(x, other)))
print("Tensor.min() == torch.min():", torch.equal(x.min(), torch.min(x)))
print("int64 keeps dtype   :", torch.tensor([5, -2, 7]).min(), torch.tensor([5, -2, 7]).min().dtype)
