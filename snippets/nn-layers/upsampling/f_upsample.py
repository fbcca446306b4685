import warnings
import torch
import torch.nn.functional as F

x = torch.arange(4.).reshape(1, 1, 2, 2)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    y = F.upsample(x, scale_factor=2, mode="bilinear")
print(w[0].category.__name__, w[0].message)
print("== interpolate:", torch.equal(y, F.interpolate(x, scale_factor=2, mode="bilinear")))
# bicubic overshoots at a sharp 0 -> 255 edge
img = torch.tensor([[0.0, 0.0, 255.0, 255.0]]).reshape(1, 1, 1, 4).expand(1, 1, 4, 4)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    z = F.upsample(img, scale_factor=2, mode="bicubic")
print("bicubic min/max:", z.min().item(), z.max().item())
c = z.clamp(0, 255)
print("after clamp(0, 255):", c.min().item(), c.max().item())
