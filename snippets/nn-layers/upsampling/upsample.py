import torch
from torch import nn

x = torch.arange(4.).reshape(1, 1, 2, 2)
print("nearest x2:\n", nn.Upsample(scale_factor=2)(x)[0, 0])
print("bilinear, align_corners default (False):\n", nn.Upsample(scale_factor=2, mode="bilinear")(x)[0, 0])
print("bilinear, align_corners=True:\n", nn.Upsample(scale_factor=2, mode="bilinear", align_corners=True)(x)[0, 0])
print("size=(3, 5):", tuple(nn.Upsample(size=(3, 5))(x).shape))
print("3-D (N, C, L), linear:", nn.Upsample(scale_factor=2, mode="linear")(torch.tensor([[[0.0, 1.0]]])))
try:
    nn.Upsample(scale_factor=2)(torch.ones(2, 3))  # no batch dim
except NotImplementedError as e:
    print("2-D input: NotImplementedError:", str(e)[:60], "...")
try:
    nn.Upsample(size=3, scale_factor=2)(x)
except ValueError as e:
    print("ValueError:", e)
for dt in [torch.uint8, torch.int64]:
    try:
        print(dt, "nearest ->", nn.Upsample(scale_factor=2)(torch.ones(1, 1, 2, dtype=dt)).dtype)
    except (RuntimeError, NotImplementedError) as e:
        print(dt, "nearest ->", type(e).__name__)
