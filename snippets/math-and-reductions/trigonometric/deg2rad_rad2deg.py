import math

import torch

deg = torch.tensor([0.0, 45.0, 90.0, 180.0, 360.0])
rad = torch.deg2rad(deg)
print("deg2rad(deg)            :", rad)
print("max |rad - deg*pi/180|  :", (rad - deg * math.pi / 180).abs().max().item())
print("rad2deg(rad)            :", torch.rad2deg(rad))
print("method forms agree      :", torch.equal(deg.deg2rad(), rad), torch.equal(rad.rad2deg(), torch.rad2deg(rad)))

n = torch.tensor([90, 180])
print("int64 -> deg2rad dtype  :", torch.deg2rad(n).dtype, torch.deg2rad(n))
h = torch.tensor([180.0], dtype=torch.float16)
print("float16 stays float16   :", torch.deg2rad(h), torch.rad2deg(torch.deg2rad(h)))
