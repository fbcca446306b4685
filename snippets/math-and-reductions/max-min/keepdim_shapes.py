import torch

x = torch.arange(24.0).reshape(2, 3, 4)
v, i = x.min(dim=1)
print("min(dim=1) shapes          :", tuple(v.shape), tuple(i.shape), i.dtype)
v, i = x.min(dim=1, keepdim=True)
print("min(dim=1, keepdim) shapes :", tuple(v.shape), tuple(i.shape))
print("gather with kept indices   :", torch.equal(x.gather(1, i), v))
print("amax over dims (1, 2)      :", x.amax(dim=(1, 2)))
