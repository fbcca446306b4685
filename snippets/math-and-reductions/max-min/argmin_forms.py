import torch

x = torch.tensor([[4.0, 1.0, 6.0],
                  [2.0, 8.0, 1.0]])

flat = torch.argmin(x)
print("torch.argmin(x)         :", flat, "<- index into x.flatten(), first of the tied 1s")
print("as (row, col)           :", torch.unravel_index(flat, x.shape))
print("x.argmin(dim=1)         :", x.argmin(dim=1))
print("x.argmin(dim=0, keepdim):", x.argmin(dim=0, keepdim=True))
print("equals min(dim=1).indices:", torch.equal(x.argmin(dim=1), x.min(dim=1).indices))
print("dtype                   :", x.argmin().dtype)
y = torch.tensor([3.0, float("nan"), -1.0])
print("NaN counts as the min   :", y.argmin(), y.min())
