import torch

img = torch.arange(24).reshape(2, 4, 3)              # H x W x C
r, g, b = torch.dsplit(img, 3)                       # along dim 2
print("one channel:", tuple(r.shape))
print("g[..., 0]:", g[..., 0].tolist())
print("at index [1]:", [tuple(p.shape) for p in img.dsplit([1])])
print("dstack undoes it:", torch.equal(torch.dstack((r, g, b)), img))
