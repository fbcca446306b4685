import torch

x = torch.tensor([[1, 0, 2],
                  [3, 4, 5]])
print("torch.all(x)              :", torch.all(x))
print("torch.all(x, dim=1)       :", torch.all(x, dim=1))
print("dim=1, keepdim=True shape :", torch.all(x, dim=1, keepdim=True).shape)
print("dim=(0, 1)                :", torch.all(x, dim=(0, 1)))
print("floats: all([0.5, nan])   :", torch.all(torch.tensor([0.5, float("nan")])), "<- NaN is nonzero, so true")
print("by hand: (x != 0).all() == all(x):", torch.equal((x != 0).all(dim=1), torch.all(x, dim=1)))
