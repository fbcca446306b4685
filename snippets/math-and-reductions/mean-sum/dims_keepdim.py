import torch

x = torch.arange(24.0).reshape(2, 3, 4)

print("sum()                 :", x.sum(), "shape", tuple(x.sum().shape))
print("sum(dim=1) shape      :", tuple(x.sum(dim=1).shape))
print("sum(dim=1, keepdim) shape:", tuple(x.sum(dim=1, keepdim=True).shape))
print("sum(dim=(0, 2)) shape :", tuple(x.sum(dim=(0, 2)).shape), x.sum(dim=(0, 2)))
print("mean(dim=-1) shape    :", tuple(x.mean(dim=-1).shape))

# keepdim=True keeps the result broadcastable against x
centered = x - x.mean(dim=-1, keepdim=True)
print("row means after centering:", centered.mean(dim=-1))
